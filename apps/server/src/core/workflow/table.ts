import { judge, ROLES, type Role, type WorkflowDefinition } from './definition.js';

/**
 * Every (from, to, actor) of a definition with the verdict `judge` gives, as `from→to by actor` lines, for
 * tests that pin a module's workflow move by move.
 */
export function moveTable<S extends string>(def: WorkflowDefinition<S>): Array<{ line: string; ok: boolean; noop: boolean; why: string | null }> {
  const out: Array<{ line: string; ok: boolean; noop: boolean; why: string | null }> = [];
  for (const from of def.states)
    for (const to of def.states)
      for (const by of ROLES as readonly Role[]) {
        const v = judge(def, from, to, by);
        out.push({ line: `${from}→${to} by ${by}`, ok: v.ok, noop: v.ok && v.noop, why: v.ok ? null : v.why });
      }
  return out;
}
