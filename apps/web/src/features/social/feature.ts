import { defineFeature } from '../../app/define-feature';

/** The social square: the Social tab's feeds, a post and its comments, publishing a post, picking topics, my posts and topics. */
export const socialFeature = defineFeature({
  name: 'social',
});
