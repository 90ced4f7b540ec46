import type { PageLoader } from '../../shell/paths';

/*
 * Every listing kind's pages (its declaration's `pages`) and the car-rental variant, pointing at the generic
 * screens. Plain strings here: this file is in the first load, the declarations are not.
 * `route-screen.test.ts` checks this table against the declarations.
 */
export type ListingScreenName = 'list' | 'detail' | 'edit' | 'manage';
export interface ListingRoute {
  kind: string;
  screen: ListingScreenName;
  variant?: 'rent';
}

export const LISTING_ROUTES: Record<string, ListingRoute> = {
  '/pages/house/list': { kind: 'housing', screen: 'list' },
  '/pages/house/detail': { kind: 'housing', screen: 'detail' },
  '/pages/house/edit': { kind: 'housing', screen: 'edit' },
  '/pages/house/manage': { kind: 'housing', screen: 'manage' },
  '/pages/publicPage/list': { kind: 'shGoods', screen: 'list' },
  '/pages/publicPage/detail': { kind: 'shGoods', screen: 'detail' },
  '/pages/publicPage/second-hand/editForm': { kind: 'shGoods', screen: 'edit' },
  '/pages/my/second-hand': { kind: 'shGoods', screen: 'manage' },
  '/pages/car/list': { kind: 'car', screen: 'list' },
  '/pages/car/detail': { kind: 'car', screen: 'detail' },
  '/pages/car/release': { kind: 'car', screen: 'edit' },
  '/pages/car/manage': { kind: 'car', screen: 'manage' },
  '/pagesA/carRental/home': { kind: 'car', screen: 'list', variant: 'rent' },
  '/pagesA/carRental/list': { kind: 'car', screen: 'list', variant: 'rent' },
  '/pagesA/carRental/detail': { kind: 'car', screen: 'detail', variant: 'rent' },
  '/pages/job/list': { kind: 'job', screen: 'list' },
  '/pagesA/job/detail': { kind: 'job', screen: 'detail' },
  '/pages/job/hire': { kind: 'job', screen: 'edit' },
  '/pagesA/resume/hire-manage': { kind: 'job', screen: 'manage' },
  '/pagesA/resume/list': { kind: 'jobHunt', screen: 'list' },
  '/pages/job/resume-detail': { kind: 'jobHunt', screen: 'detail' },
  // A person has one resume and one talent profile: the edit page is also where they manage it.
  '/pages/job/edit': { kind: 'jobHunt', screen: 'edit' },
  '/pagesA/talent/list': { kind: 'talent', screen: 'list' },
  '/pagesA/talent/detail': { kind: 'talent', screen: 'detail' },
  '/pagesA/talent/edit': { kind: 'talent', screen: 'edit' },
  '/pages/shop/list': { kind: 'company', screen: 'list' },
  // Shared with yellow-pages entries (`?kind=yp`).
  '/pages/shop/detail': { kind: 'company', screen: 'detail' },
  '/pages/shop/register': { kind: 'company', screen: 'edit' },
  '/pages/shop/manage': { kind: 'company', screen: 'manage' },
  '/pages/common/enterprise-list': { kind: 'yp', screen: 'list' },
  '/pagesA/enterprise/edit': { kind: 'yp', screen: 'edit' },
  '/pagesA/enterprise/manage': { kind: 'yp', screen: 'manage' },
  // Guides and translators: the guides feature takes over the detail, register and manage screens.
  '/pages/translate/list': { kind: 'guide', screen: 'list' },
  '/pages/translate/detail': { kind: 'guide', screen: 'detail' },
  '/pages/translate/register': { kind: 'guide', screen: 'edit' },
  '/pages/translate/manage': { kind: 'guide', screen: 'manage' },
  // The hotel feature takes list, detail and manage over (stays, room types, orders); the edit form stays generic.
  '/pagesA/hotel/list': { kind: 'hotel', screen: 'list' },
  '/pagesA/hotel/detail': { kind: 'hotel', screen: 'detail' },
  '/pagesA/hotel/release': { kind: 'hotel', screen: 'edit' },
  '/pagesA/hotel/manage': { kind: 'hotel', screen: 'manage' },
  // Sea-going crew and chartered bus (docs/smaller-screens.md): opened by the home entries basis/configSeaGoingCrew and configBus.
  '/pagesA/seaGoingCrew/list': { kind: 'seaCrew', screen: 'list' },
  '/pagesA/seaGoingCrew/detail': { kind: 'seaCrew', screen: 'detail' },
  '/pagesA/seaGoingCrew/release': { kind: 'seaCrew', screen: 'edit' },
  '/pagesA/seaGoingCrew/manage': { kind: 'seaCrew', screen: 'manage' },
  '/pagesA/bus/list': { kind: 'bus', screen: 'list' },
  '/pagesA/bus/detail': { kind: 'bus', screen: 'detail' },
  '/pagesA/bus/release': { kind: 'bus', screen: 'edit' },
  '/pagesA/bus/manage': { kind: 'bus', screen: 'manage' },
};

const screen = (r: ListingRoute): PageLoader => () => import('./route-screen').then((m) => m.loadListingScreen(r.kind, r.screen, r.variant));
const my = () => import('./my-pages');

export const listingScreens: Record<string, PageLoader> = {
  ...Object.fromEntries(Object.entries(LISTING_ROUTES).map(([path, r]) => [path, screen(r)])),
  '/pages/my/collect': () => my().then((m) => m.CollectPage),
  '/pages/my/history': () => my().then((m) => m.HistoryPage),
  '/pagesA/common/search': () => import('./search-page').then((m) => m.SearchPage),
};
