import AddOutline from 'antd-mobile-icons/es/AddOutline';

/* Pieces of the listing list screens that other lists (the talent pool, my listings) share. */

interface Category {
  id: number;
  name: string;
  parent_id: number | null;
}

/** "All" and the top-level categories as chips; `chosen` is the filters' category id (empty: all). Nothing without categories. */
export function CategoryChips({ categories, chosen, onChoose, allLabel, testId, chipTestId }: { categories?: Category[]; chosen?: string; onChoose(id: string): void; allLabel: string; testId: string; chipTestId?(id: number): string }) {
  if (!categories?.length) return null;
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

/** The round "+" button floating over a list, to post something new. */
export function PublishButton({ label, onClick, testId }: { label: string; onClick(): void; testId: string }) {
  return (
    <button type="button" className="lpublish" onClick={onClick} data-testid={testId}>
      <AddOutline />
      <span>{label}</span>
    </button>
  );
}
