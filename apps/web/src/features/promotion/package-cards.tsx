import type { ReactNode } from 'react';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';

interface PackageCardsProps<P extends { id: number }> {
  items: readonly P[];
  selected: number | null;
  onSelect(id: number): void;
  /** The card's big line (7 天, 10 次查看 + 10 次沟通) and its small lines (price, per day). */
  render(item: P): { head: ReactNode; price: string; note?: string };
  testId: string;
}

/** Packages as selectable cards, two a row: the chosen one is outlined and ticked. */
export function PackageCards<P extends { id: number }>({ items, selected, onSelect, render, testId }: PackageCardsProps<P>) {
  return (
    <div className="promo-packages" role="radiogroup" data-testid={testId}>
      {items.map((item) => {
        const { head, price, note } = render(item);
        const on = item.id === selected;
        return (
          <button
            type="button"
            role="radio"
            aria-checked={on}
            key={item.id}
            className={`promo-package${on ? ' promo-package--on' : ''}`}
            onClick={() => onSelect(item.id)}
            data-testid={`${testId}-${item.id}`}
          >
            {on && <CheckCircleFill className="promo-package__tick" />}
            <span className="promo-package__head">{head}</span>
            <span className="promo-package__price">{price}</span>
            {note && <span className="promo-package__note">{note}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** The bar at the bottom with the pay button. */
export function PayBar({ label, disabled, onPay, hint, testId }: { label: string; disabled: boolean; onPay(): void; hint?: string; testId: string }) {
  return (
    <>
      <div className="promo-paybar-spacer" />
      <div className="promo-paybar">
        {hint && <span className="promo-paybar__hint">{hint}</span>}
        <button type="button" className="promo-paybar__btn" disabled={disabled} onClick={onPay} data-testid={testId}>
          {label}
        </button>
      </div>
    </>
  );
}
