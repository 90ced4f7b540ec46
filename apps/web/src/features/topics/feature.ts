import { defineFeature } from '../../app/define-feature';

/** Topics: the topic square (hot and new, follow), a topic's page with its posts, creating a topic. */
export const topicsFeature = defineFeature({
  name: 'topics',
});
