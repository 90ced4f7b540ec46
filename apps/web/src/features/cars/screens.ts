import type { PageLoader } from '../../shell/paths';

/*
 * Car screens beyond the generic listing ones: the car details with the booking bar, the car-rental landing,
 * and the bookings page (mine / my cars'). Listed after the listing screens in app/feature-screens.ts; these
 * take the car detail and car-rental detail and home paths over from the generic screens.
 */
export const carTakesOver = ['/pages/car/detail', '/pagesA/carRental/detail', '/pagesA/carRental/home'] as const;
export const carScreens: Record<string, PageLoader> = {
  '/pages/car/detail': () => import('./car-detail-page').then((m) => m.CarDetailPage),
  '/pagesA/carRental/detail': () => import('./car-detail-page').then((m) => m.RentalDetailPage),
  '/pagesA/carRental/home': () => import('./rental-home-page').then((m) => m.RentalHomePage),
  '/pages/car/appointments': () => import('./appointments-page').then((m) => m.AppointmentsPage),
};
