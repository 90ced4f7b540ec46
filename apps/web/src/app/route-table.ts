import { notAvailableScreen, notFoundScreen } from '../features/common/feature';
import { HomePage } from '../features/home/pages';
import { featureScreens } from './feature-screens';
import type { PageLoader, RouteDef, TitleKey } from '../shell/paths';
import { SCREENS } from '@haiwai/contracts/links/constants';

// Home is eager (see features/home/pages.ts).
const home: PageLoader = () => Promise.resolve(HomePage);
const soon = notAvailableScreen;
export const notFoundLoader = notFoundScreen;

/** Every screen of the app from the one list both sides read (contracts `links/constants.ts`): each gets its page here. */
export const routeTable: RouteDef[] = SCREENS.map((s) => ({
  path: s.path,
  load: s.tab === 0 ? home : (featureScreens[s.path] ?? soon),
  // Checked at compile time: every screen's title is a key of the shell's words.
  title: s.title satisfies TitleKey,
  bar: s.bar,
  ...(s.tab === undefined ? {} : { tab: s.tab }),
}));

export const notFoundRoute: RouteDef = { path: '*', load: notFoundLoader, title: 'notFound', bar: 'standard' };
