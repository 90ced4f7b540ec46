import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** A small deterministic random source (mulberry32), so every start draws the same demo square. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
    /** n distinct items (fewer when the list is shorter). */
    some: <T>(xs: readonly T[], n: number): T[] => {
      const copy = [...new Set(xs)];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}
export type Rng = ReturnType<typeof rng>;

const BATCH = 500;

/**
 * Bulk insert in batches (parameters stay far below PostgreSQL's 65,535). With `ids`, returns the new ids
 * in the order of `rows`: one INSERT ... VALUES returns its rows in the order given.
 */
export async function insertMany<T extends keyof DB & string>(trx: Transaction<DB>, table: T, rows: Array<Record<string, unknown>>, ids: boolean = true): Promise<number[]> {
  const out: number[] = [];
  for (let k = 0; k < rows.length; k += BATCH) {
    const q = trx.insertInto(table).values(rows.slice(k, k + BATCH) as never);
    if (ids) out.push(...(await q.returning('id' as never).execute()).map((r) => (r as unknown as { id: number }).id));
    else await q.execute();
  }
  return out;
}
