import { defineModule } from '../../core/module.js';

/** Moderation shared by user content: sensitive words per area, report targets, feedback (docs/social.md). */
export const moderationModule = defineModule({
  name: 'moderation',
});
