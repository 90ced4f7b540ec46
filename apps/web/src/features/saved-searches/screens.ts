import { SAVED_SEARCHES_PATH } from '@haiwai/contracts/saved-searches/constants';
import type { PageLoader } from '../../shell/paths';
import { loginFirst } from '../common/login-first';

export const savedSearchScreens: Record<string, PageLoader> = {
  [SAVED_SEARCHES_PATH]: loginFirst(() => import('./saved-searches-page').then((m) => m.SavedSearchesPage)),
};
