/**
 * A request workflow as data: "someone asks → the owner accepts or declines, the asker cancels, time runs
 * out". A module declares its states and moves once; `judge` says whether a move is allowed, and
 * `transition` (transition.ts) applies it in a transaction. See docs/workflow.md.
 */

/** Who makes a move: the person who asked, the owner of what was asked for, or the system (a timer). */
export type Role = 'asker' | 'owner' | 'system';
export const ROLES: readonly Role[] = ['asker', 'owner', 'system'];

export interface Move<S extends string> {
  from: readonly S[];
  to: S;
  by: Role;
  /** The move needs a non-empty reason (e.g. a refusal that must say why). */
  reasonRequired?: boolean;
}

export interface WorkflowDefinition<S extends string> {
  /** Names the workflow in audit actions (`<name>.<to state>`): lower case, as audit actions are. */
  name: string;
  states: readonly S[];
  initial: S;
  /** States nothing leaves. */
  terminal: readonly S[];
  moves: readonly Move<S>[];
  /** Asking for the state a row is already in: 'noop' changes nothing (and says so), 'refuse' is refused. */
  repeat?: 'noop' | 'refuse';
}

/** Why a move is refused, in the order `judge` checks: who may make it at all, then from where. */
export type Refusal<S extends string> =
  /** No such row (the transition found nothing to lock). */
  | { why: 'missing' }
  /** This actor never makes a move into `to`; `by` are those who do (empty: nobody). */
  | { why: 'actor'; from: S; to: S; by: Role[] }
  /** `from` is terminal. */
  | { why: 'terminal'; from: S; to: S }
  /** The actor may reach `to`, but not from `from`. */
  | { why: 'state'; from: S; to: S }
  /** The move needs a reason and none was given. */
  | { why: 'reason'; from: S; to: S };

export type Verdict<S extends string> = { ok: true; noop: false; move: Move<S> } | { ok: true; noop: true } | ({ ok: false } & Refusal<S>);

/** Checks a definition once, where it is declared: unknown states, a terminal state with a way out. */
export function defineWorkflow<S extends string>(def: WorkflowDefinition<S>): WorkflowDefinition<S> {
  const known = new Set<string>(def.states);
  const fail = (what: string) => {
    throw new Error(`workflow ${def.name}: ${what}`);
  };
  if (!/^[a-z][a-z0-9_]{1,40}$/.test(def.name)) fail('name must be lower case (it prefixes audit actions)');
  if (!known.has(def.initial)) fail(`initial state ${def.initial} is not a state`);
  for (const s of def.terminal) if (!known.has(s)) fail(`terminal state ${s} is not a state`);
  for (const m of def.moves) {
    for (const s of [...m.from, m.to]) if (!known.has(s)) fail(`move to ${m.to} names unknown state ${s}`);
    if (!ROLES.includes(m.by)) fail(`move to ${m.to} by unknown role ${String(m.by)}`);
    const out = m.from.find((s) => def.terminal.includes(s));
    if (out) fail(`terminal state ${out} has a move to ${m.to}`);
  }
  return def;
}

/** Whether `actor` may move a row in state `from` to `to` (pure; `reason` only matters for moves that need one). */
export function judge<S extends string>(def: WorkflowDefinition<S>, from: S, to: S, actor: Role, reason?: string | null): Verdict<S> {
  const into = def.moves.filter((m) => m.to === to);
  const mine = into.filter((m) => m.by === actor);
  if (!mine.length) return { ok: false, why: 'actor', from, to, by: [...new Set(into.map((m) => m.by))] };
  if (from === to && def.repeat === 'noop') return { ok: true, noop: true };
  if (def.terminal.includes(from)) return { ok: false, why: 'terminal', from, to };
  const move = mine.find((m) => m.from.includes(from));
  if (!move) return { ok: false, why: 'state', from, to };
  if (move.reasonRequired && !reason?.trim()) return { ok: false, why: 'reason', from, to };
  return { ok: true, noop: false, move };
}

/** The states `actor` may move a row in `from` to: what a reply's `can` flags show. */
export function nextStates<S extends string>(def: WorkflowDefinition<S>, from: S, actor: Role): Set<S> {
  if (def.terminal.includes(from)) return new Set();
  return new Set(def.moves.filter((m) => m.by === actor && m.from.includes(from)).map((m) => m.to));
}
