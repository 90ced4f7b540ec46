/** What other modules use: `ctx.use('sensitiveWords').assertClean(siteAreaId, { 'body.content': text })` (docs/moderation.md). */
export { SensitiveWords, SensitiveWordError, EVERY_AREA } from './sensitive-words.js';
