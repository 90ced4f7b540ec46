import { defineFeature } from '../../shell/define-feature';

/** Choosing the site area and the phone area code. */
export const siteFeature = defineFeature({
  name: 'site',
  screens: {
    '/pagesA/common/site': () => import('./site-page').then((m) => m.SitePage),
    '/pagesA/common/area-code': () => import('./area-code-page').then((m) => m.AreaCodePage),
  },
});
