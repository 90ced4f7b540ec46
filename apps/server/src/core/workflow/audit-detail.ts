import type { WorkflowDefinition } from './definition.js';
import type { Change } from './transition.js';

/**
 * What every workflow's audit row says about a move, the same for every module: the action
 * `<workflow>.<to state>` and a detail with the states, the role that moved it and the reason. The module
 * writes it with the audit writer of the notices module (adding the account and the area).
 */
export function auditDetail<S extends string, V>(definition: WorkflowDefinition<S>, change: Change<S, V>) {
  return {
    action: `${definition.name}.${change.to}`,
    targetId: change.id,
    detail: { from: change.from, to: change.to, by: change.actor.role, ...(change.reason ? { reason: change.reason } : {}) },
  };
}
