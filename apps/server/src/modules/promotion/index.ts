// What other modules use of promotion (by `uses`: countsBalance, countsFreeAllowance): jobs spends the counts
// balance on resume unlocks and plugs its free monthly quota into the balance's answer.
export type { CountsBalance } from './balance.js';
export type { FreeAllowance, FreeAllowanceSlot } from './free-allowance.js';
