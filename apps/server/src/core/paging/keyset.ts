import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { cursorCodec } from './cursor.js';
import { rowId } from './fields.js';

/**
 * Keyset paging: a page reads `limit + 1` rows ordered by (sort key, id) after the cursor's row; the extra
 * row says whether more follow, and the cursor is made from the last row shown. Page 500 costs what page 1
 * costs, and rows inserted meanwhile cause neither repeats nor gaps.
 */
export type Direction = 'asc' | 'desc';

const cmp = (dir: Direction) => sql.raw(dir === 'desc' ? '<' : '>');

/**
 * Rows after the cursor's row in `(key, id)` order: one row-value comparison, which an index on (key, id)
 * answers with a range scan. `after.key` may be a value or an SQL expression (e.g. a microsecond key back to
 * a timestamp).
 */
export function keysetAfter(key: unknown, id: unknown, dir: Direction, after: { key: unknown; id: number }): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${key}, ${id}) ${cmp(dir)} (${after.key}, ${after.id})`;
}

/** Rows read with `limit + 1`: the page's rows, whether more follow and the cursor after the last row shown. */
export function takePage<R>(rows: R[], limit: number, cursorAfter: (last: R) => string): { rows: R[]; has_more: boolean; next_cursor: string | null } {
  const has_more = rows.length > limit;
  const shown = has_more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { rows: shown, has_more, next_cursor: has_more && last !== undefined ? cursorAfter(last) : null };
}

const idCursor = z.object({ id: rowId }).strict();

/** A list ordered by its id alone (notices, reports, audit, bookings, applications); `list` names it. */
export function idPager(list: string) {
  const codecs = { asc: cursorCodec(`${list}:asc`, idCursor), desc: cursorCodec(`${list}:desc`, idCursor) };
  return {
    /** `column` after the cursor's id in `dir` order; null on the first page. A bad cursor throws a 400. */
    after(raw: string | undefined, column: string, dir: Direction = 'desc'): RawBuilder<SqlBool> | null {
      const c = codecs[dir].decode(raw);
      return c ? sql<SqlBool>`${sql.ref(column)} ${cmp(dir)} ${c.id}` : null;
    },
    /** The page of rows read with `limit + 1` in `dir` order. */
    take<R extends { id: number }>(rows: R[], limit: number, dir: Direction = 'desc') {
      return takePage(rows, limit, (last) => codecs[dir].encode({ id: last.id }));
    },
  };
}
