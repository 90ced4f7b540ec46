import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useSession } from '../../stores/session-store';
import { editIsManage, paths, type ListingKind } from './registry';

/* Pieces of the listing list screens that other lists (the talent pool, my listings) share. */

interface Category {
  id: number;
  name: string;
  parent_id: number | null;
}

/** "All" and the top-level categories as chips; `chosen` is the filters' category id (empty: all). Nothing without categories. */
export function CategoryChips({ categories, chosen, onChoose, allLabel, testId, chipTestId }: { categories?: Category[]; chosen?: string; onChoose(id: string): void; allLabel: string; testId: string; chipTestId?(id: number): string }) {
  // Until the categories arrive their row keeps its place (it appearing later moved the whole list down).
  if (!categories)
    return (
      <div className="llist__cats" aria-hidden>
        <span className="lchip lchip--placeholder">{allLabel}</span>
      </div>
    );
  if (!categories.length) return null;
  return (
    <div className="llist__cats" data-testid={testId}>
      <button type="button" className={!chosen ? 'lchip lchip--on' : 'lchip'} onClick={() => onChoose('')}>
        {allLabel}
      </button>
      {categories
        .filter((c) => c.parent_id === null)
        .map((c) => (
          <button key={c.id} type="button" className={chosen === String(c.id) ? 'lchip lchip--on' : 'lchip'} onClick={() => onChoose(String(c.id))} data-testid={chipTestId?.(c.id)}>
            {c.name}
          </button>
        ))}
    </div>
  );
}

/**
 * The round "+" button floating over a list, to post something new. Given the list's kind (`mine`), a logged-in
 * user also gets, beside it, the way to their own listings of that kind (its manage page), unless the kind's
 * edit page is already where they manage their one listing (a resume, a talent profile). The pair's layout is in
 * list-controls.css, which a screen showing it imports (this file is behind the light entry, index.ts).
 */
export function PublishButton({ label, onClick, testId, mine }: { label: string; onClick(): void; testId: string; mine?: ListingKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => Boolean(s.token));
  const publish = (
    <button type="button" className="lpublish" onClick={onClick} data-testid={testId}>
      <AddOutline />
      <span>{label}</span>
    </button>
  );
  if (!mine || !loggedIn || editIsManage(mine)) return publish;
  return (
    <div className="lpublish-dock">
      <button type="button" className="lpublish lpublish--mine" onClick={() => navigate(paths.manage(mine))} data-testid={`${testId}-mine`}>
        <UnorderedListOutline />
        <span>{t('me.listings.mine')}</span>
      </button>
      {publish}
    </div>
  );
}
