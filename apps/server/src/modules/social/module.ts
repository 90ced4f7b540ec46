import { defineModule } from '../../core/module.js';

/** The social square: posts, topics, comments, likes and the feeds (docs/social.md). */
export const socialModule = defineModule({
  name: 'social',
});
