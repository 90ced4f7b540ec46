import type { PageLoader } from '../../shell/paths';

/**
 * The hotel screens (spec `/pagesA/hotel/*`); route-table titles hotelList, hotelDetail… A hotel is a listing kind:
 * its edit form (`release`) is the listing engine's; list, detail and manage are taken over from the generic screens
 * (stays, room types and orders are the hotel's own).
 */
export const hotelTakesOver = ['/pagesA/hotel/list', '/pagesA/hotel/detail', '/pagesA/hotel/manage'] as const;
export const hotelScreens: Record<string, PageLoader> = {
  '/pagesA/hotel/list': () => import('./list-page').then((m) => m.HotelListPage),
  '/pagesA/hotel/detail': () => import('./detail-page').then((m) => m.HotelDetailPage),
  '/pagesA/hotel/house': () => import('./house-page').then((m) => m.RoomTypePage),
  '/pagesA/hotel/about': () => import('./about-page').then((m) => m.HotelAboutPage),
  '/pagesA/hotel/order': () => import('./order-page').then((m) => m.MyHotelOrdersPage),
  '/pagesA/hotel/pay': () => import('./pay-page').then((m) => m.HotelPayPage),
  '/pagesA/hotel/manage': () => import('./manage-page').then((m) => m.HotelManagePage),
  '/pagesA/hotel/house-list': () => import('./room-list-page').then((m) => m.RoomListPage),
  '/pagesA/hotel/hotel-order': () => import('./hotel-order-page').then((m) => m.HotelOrdersPage),
};
