import type { PageLoader } from '../../shell/paths';
import { exhibitionPaths } from './paths';

/** The spec's exhibition screens (route table titles: exhibitionList, exhibitionDetail). */
export const exhibitionScreens: Record<string, PageLoader> = {
  [exhibitionPaths.list]: () => import('./list-page').then((m) => m.ExhibitionListPage),
  [exhibitionPaths.detail]: () => import('./detail-page').then((m) => m.ExhibitionDetailPage),
};
