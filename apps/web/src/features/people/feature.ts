import { defineFeature } from '../../app/define-feature';

/** People: a person's social page, editing my profile, following and fans. */
export const peopleFeature = defineFeature({
  name: 'people',
});
