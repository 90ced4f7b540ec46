import { defineFeature } from '../../shell/define-feature';

/** People: a person's social page, editing my profile, following and fans. */
export const peopleFeature = defineFeature({
  name: 'people',
  screens: {
    '/pagesA/socialize/my-info': () => import('./profile-page').then((m) => m.PersonPage),
    '/pagesA/my/edit-info': () => import('./edit-page').then((m) => m.EditInfoPage),
    '/pagesA/my/fans': () => import('./fans-page').then((m) => m.FansPage),
  },
  i18n: { namespace: 'people', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // Lists use the listing engine's paged list; a person's posts are the square's post cards.
  usesWordsOf: ['listing', 'social'],
});
