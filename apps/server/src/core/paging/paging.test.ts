import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { FieldError } from '../errors.js';
import { cursorCodec, idPager, keysetAfter, rowId, setCursorKey, takePage } from './index.js';

const codec = cursorCodec('test', z.object({ id: rowId, k: z.string() }).strict());
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** The 400 every bad cursor gives: `query.cursor` named, message keys for the envelope to translate. */
function expectBadCursor(run: () => unknown) {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(FieldError);
    expect((e as FieldError).fields).toEqual({ 'query.cursor': 'field.cursor' });
    expect((e as FieldError).key).toBe('page.bad_cursor');
    return;
  }
  throw new Error('the cursor was accepted');
}

// Compiles only (no connection): the SQL text a condition makes.
const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: {} as never }) });
const compile = (e: ReturnType<typeof keysetAfter>): CompiledQuery => e.compile(db);

describe('cursor codec', () => {
  it('round-trips what it encodes; no cursor is the first page', () => {
    const c = codec.encode({ id: 42, k: 'x' });
    expect(c).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(codec.decode(c)).toEqual({ id: 42, k: 'x' });
    expect(codec.decode(undefined)).toBeNull();
    expect(codec.decode('')).toBeNull();
  });

  it('refuses garbage, truncation, other lists and hand edits with the one 400', () => {
    const good = codec.encode({ id: 42, k: 'x' });
    const [body, sig] = good.split('.') as [string, string];
    expectBadCursor(() => codec.decode('garbage'));
    expectBadCursor(() => codec.decode('%%%.%%%'));
    expectBadCursor(() => codec.decode(good.slice(0, -1)));
    expectBadCursor(() => codec.decode(body));
    expectBadCursor(() => codec.decode(`.${sig}`));
    expectBadCursor(() => codec.decode(`${b64({ id: 43, k: 'x' })}.${sig}`));
    expectBadCursor(() => codec.decode(`${body}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`));
    expectBadCursor(() => cursorCodec('other', z.object({ id: rowId, k: z.string() })).decode(good));
  });

  it('refuses a signed body of the wrong shape: negative or huge ids, wrong types, extra fields, not JSON', () => {
    const loose = cursorCodec('test', z.unknown());
    for (const v of [{ id: -1, k: 'x' }, { id: 2 ** 53, k: 'x' }, { id: 1e308, k: 'x' }, { id: '1', k: 'x' }, { id: 1.5, k: 'x' }, { id: 1 }, { id: 1, k: 'x', extra: 1 }, [1], null, 'x']) {
      expectBadCursor(() => codec.decode(loose.encode(v)));
    }
    const notJson = Buffer.from('{"id":').toString('base64url');
    // Signed as `test` would sign it, so only the JSON parse can refuse it.
    const signed = loose.encode(0).split('.')[1]!;
    expectBadCursor(() => codec.decode(`${notJson}.${signed}`));
  });

  it('a cursor made under another key is refused (cursors are signed with the server secret)', () => {
    const made = codec.encode({ id: 1, k: 'x' });
    setCursorKey('another-secret-of-some-length');
    try {
      expectBadCursor(() => codec.decode(made));
      expect(codec.decode(codec.encode({ id: 1, k: 'x' }))).toEqual({ id: 1, k: 'x' });
    } finally {
      setCursorKey('haiwai-dev-token-secret-change-me');
    }
    expect(codec.decode(made)).toEqual({ id: 1, k: 'x' });
  });
});

describe('keyset helpers', () => {
  it('takePage: limit + 1 rows give has_more and the cursor of the last row shown', () => {
    const rows = [{ id: 5 }, { id: 4 }, { id: 3 }];
    expect(takePage(rows, 2, (r) => `after ${r.id}`)).toEqual({ rows: [{ id: 5 }, { id: 4 }], has_more: true, next_cursor: 'after 4' });
    expect(takePage(rows, 3, (r) => `after ${r.id}`)).toEqual({ rows, has_more: false, next_cursor: null });
    expect(takePage([], 3, () => 'x')).toEqual({ rows: [], has_more: false, next_cursor: null });
  });

  it('keysetAfter: one row comparison, direction picks the operator, values are parameters', () => {
    const desc = compile(keysetAfter(sql`l.published_at`, sql`l.id`, 'desc', { key: '2024-01-01', id: 7 }));
    expect(desc.sql).toBe('(l.published_at, l.id) < ($1, $2)');
    expect(desc.parameters).toEqual(['2024-01-01', 7]);
    expect(compile(keysetAfter(sql`l.created_at`, sql`l.id`, 'asc', { key: sql`now()`, id: 7 })).sql).toBe('(l.created_at, l.id) > (now(), $1)');
  });

  it('idPager: cursors per list and direction, conditions on the id column', () => {
    const pager = idPager('things');
    const page = pager.take([{ id: 9 }, { id: 8 }, { id: 7 }], 2);
    expect(page.has_more).toBe(true);
    const cond = pager.after(page.next_cursor!, 't.id')!;
    expect(compile(cond).sql).toBe('"t"."id" < $1');
    expect(compile(cond).parameters).toEqual([8]);
    expect(pager.after(undefined, 't.id')).toBeNull();
    const asc = pager.take([{ id: 1 }, { id: 2 }], 1, 'asc');
    expect(compile(pager.after(asc.next_cursor!, 't.id', 'asc')!).sql).toBe('"t"."id" > $1');
    // A cursor of the other direction, or of another list, is not this list's.
    expectBadCursor(() => pager.after(asc.next_cursor!, 't.id', 'desc'));
    expectBadCursor(() => idPager('others').after(page.next_cursor!, 't.id'));
  });
});
