import { defineFeature } from '../../shell/define-feature';
import { sitePageScreens } from './screens';

/** The site's pages: about, terms of use, privacy, community rules and fees (`singlePage/list`, `singlePage/info`). */
export const sitePagesFeature = defineFeature({
  name: 'site-pages',
  screens: sitePageScreens,
  i18n: { namespace: 'sitePages', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
