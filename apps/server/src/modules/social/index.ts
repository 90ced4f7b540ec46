/** What other modules use of the social square: its six demo pictures (the articles' demo covers reuse them). */
export { renderSocialImages } from './seed/demo-images.js';
