// What other modules use of promotion: jobs spends the counts balance on resume unlocks.
export { CountsBalance } from './balance.js';
