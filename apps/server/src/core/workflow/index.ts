export { defineWorkflow, judge, nextStates, ROLES, type Move, type Refusal, type Role, type Verdict, type WorkflowDefinition } from './definition.js';
export { transition, type Actor, type Change, type Outcome, type RowLocator, type Rule, type TransitionOptions } from './transition.js';
export { auditDetail } from './audit-detail.js';
export { moveTable } from './table.js';
