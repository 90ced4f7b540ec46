import type { PageLoader } from '../../shell/paths';

type Screen = 'list' | 'detail' | 'edit' | 'manage';

/*
 * The sea-going crew and chartered bus kinds' pages (their declarations' `pages` in contracts listings/kinds), on the
 * listing engine's generic screens; the home entries configured by basis/configSeaGoingCrew and basis/configBus open
 * the lists. Plain strings here: this file is in the first load, the declarations are not.
 */
const generic = (kind: 'seaCrew' | 'bus', screen: Screen): PageLoader => () => import('../listings/pages').then((m) => m.listingScreen(kind, screen));

export const crewBusScreens: Record<string, PageLoader> = {
  '/pagesA/seaGoingCrew/list': generic('seaCrew', 'list'),
  '/pagesA/seaGoingCrew/detail': generic('seaCrew', 'detail'),
  '/pagesA/seaGoingCrew/release': generic('seaCrew', 'edit'),
  '/pagesA/seaGoingCrew/manage': generic('seaCrew', 'manage'),
  '/pagesA/bus/list': generic('bus', 'list'),
  '/pagesA/bus/detail': generic('bus', 'detail'),
  '/pagesA/bus/release': generic('bus', 'edit'),
  '/pagesA/bus/manage': generic('bus', 'manage'),
};
