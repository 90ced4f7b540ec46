import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { judge, type Refusal, type Role, type WorkflowDefinition } from './definition.js';

/** Who moves: a role of the workflow and the account acting (null for the system). */
export interface Actor {
  role: Role;
  userId: number | null;
}

/** Where a workflow's rows live. Names are SQL identifiers of the owning module's table. */
export interface RowLocator<V> {
  table: string;
  /** Primary key column (default `id`). */
  key?: string;
  /** State column (default `status`). */
  status?: string;
  /** Column set to the move's time (e.g. `updated_at`); none when omitted. */
  stamp?: string;
  /** The row as rules, notices and the audit need it (joins included), read after the lock; default: the locked row. */
  view?: (trx: Transaction<DB>, id: number) => Promise<V | undefined>;
}

/** One move being made, as guards, rules and effects see it (inside the move's transaction). */
export interface Change<S extends string, V> {
  trx: Transaction<DB>;
  id: number;
  from: S;
  to: S;
  actor: Actor;
  /** Trimmed; null when empty. */
  reason: string | null;
  /** The row before the move, read under its lock. */
  row: V;
  at: Date;
}

/** A capacity or overlap check run, for moves into `to`, under the row's lock; it throws to refuse. */
export interface Rule<S extends string, V> {
  to: readonly S[];
  check: (change: Change<S, V>) => Promise<void> | void;
}

export interface TransitionOptions<S extends string, V> {
  reason?: string | null;
  /** A check of this call beyond the definition (e.g. "not once its time has passed"); throws to refuse. */
  guard?: (change: Change<S, V>) => Promise<void> | void;
  rules?: readonly Rule<S, V>[];
  /** Further columns the move writes (e.g. the reason). */
  set?: (change: Change<S, V>) => Record<string, unknown>;
  /** The module's error for a refused move (its messages, its status codes). */
  refuse: (refusal: Refusal<S>, row: V | null) => Error;
  /** Writes the move's one audit row. */
  audit: (change: Change<S, V>) => Promise<unknown>;
  /** Tells both sides, in the same transaction (so a notice exists exactly when the move does). */
  notify?: (change: Change<S, V>) => Promise<void>;
  now?: Date;
}

export interface Outcome<S extends string, V> {
  /** False when the row already was in `to` and the workflow treats a repeat as a no-op. */
  changed: boolean;
  from: S;
  to: S;
  row: V;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;
const ident = (name: string) => {
  if (!IDENT.test(name)) throw new Error(`workflow: bad SQL identifier ${name}`);
  return sql.ref(name);
};

/**
 * Moves row `id` to `to` for `actor`, atomically: locks the row (`for update`, so concurrent moves of one row
 * queue), judges the move against the definition, runs the guard and the rules, updates the state, writes
 * one audit row and notifies — all in the caller's transaction. A lock another row needs first (e.g. the
 * car, before its booking) is the caller's, taken before this call.
 */
export async function transition<S extends string, V extends object = Record<string, unknown>>(
  trx: Transaction<DB>,
  definition: WorkflowDefinition<S>,
  locator: RowLocator<V>,
  id: number,
  actor: Actor,
  to: S,
  options: TransitionOptions<S, V>,
): Promise<Outcome<S, V>> {
  const table = ident(locator.table);
  const key = ident(locator.key ?? 'id');
  const statusName = locator.status ?? 'status';
  const locked = await sql<Record<string, unknown>>`select * from ${table} where ${key} = ${id} for update`.execute(trx);
  const raw = locked.rows[0];
  if (!raw) throw options.refuse({ why: 'missing' }, null);
  const row = locator.view ? await locator.view(trx, id) : (raw as V);
  if (!row) throw options.refuse({ why: 'missing' }, null);
  const from = raw[statusName] as S;
  const reason = options.reason?.trim() ? options.reason.trim() : null;

  const verdict = judge(definition, from, to, actor.role, reason);
  if (!verdict.ok) throw options.refuse(verdict, row);
  if (verdict.noop) return { changed: false, from, to, row };

  const change: Change<S, V> = { trx, id, from, to, actor, reason, row, at: options.now ?? new Date() };
  await options.guard?.(change);
  for (const rule of options.rules ?? []) if (rule.to.includes(to)) await rule.check(change);

  const columns: Record<string, unknown> = { ...options.set?.(change), [statusName]: to };
  if (locator.stamp) columns[locator.stamp] = change.at;
  const assignments: RawBuilder<unknown>[] = Object.entries(columns).map(([c, v]) => sql`${ident(c)} = ${v}`);
  await sql`update ${table} set ${sql.join(assignments)} where ${key} = ${id}`.execute(trx);
  await options.audit(change);
  await options.notify?.(change);
  return { changed: true, from, to, row };
}
