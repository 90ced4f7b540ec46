/** Keyset pages (`page()` of contracts/envelope.ts): the cursor is the last id shown; the next page is older. */
export interface Page<T> {
  list: T[];
  next_cursor: string | null;
  total?: number;
}

export function decodeCursor(cursor: string | undefined): number | null {
  if (!cursor) return null;
  const n = Number(cursor);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const nextCursor = (lastId: number) => String(lastId);
