import type { PageLoader } from '../../shell/paths';
import { cardPaths } from './paths';

/** The spec's card screens (route table titles: cardHome, cardEdit, cardDetail, cardDownload). */
export const cardScreens: Record<string, PageLoader> = {
  [cardPaths.home]: () => import('./home-page').then((m) => m.CardHomePage),
  [cardPaths.edit]: () => import('./edit-page').then((m) => m.CardEditPage),
  [cardPaths.detail]: () => import('./detail-page').then((m) => m.CardDetailPage),
  [cardPaths.download]: () => import('./download-page').then((m) => m.CardDownloadPage),
};
