import type { PageLoader } from '../../shell/paths';

/** The in-app web view (route table title: web). */
export const webViewScreens: Record<string, PageLoader> = {
  '/pagesA/web/web': () => import('./web-view-page').then((m) => m.WebViewPage),
};
