/** What other modules use: `ctx.use('userBlocks')` (isBlockedEitherWay, assertNotBlocked, hiddenFrom) — docs/moderation.md. */
export { UserBlocks, type BlockDirection } from './blocks.js';
