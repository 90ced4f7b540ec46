/** What other modules use of the social square: its six demo pictures (the articles' demo covers reuse them). */
export { renderSocialImages } from './seed/demo-images.js';
/** A ban hides a member's posts and lifting it shows them again (the staff module, docs/roles.md). */
export { hidePostsOf, showPostsAgain } from './ban-hide.js';
