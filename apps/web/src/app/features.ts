import { adminFeature } from '../features/admin/feature';
import { adsFeature } from '../features/ads/feature';
import { articlesFeature } from '../features/articles/feature';
import { authFeature } from '../features/auth/feature';
import { carsFeature } from '../features/cars/feature';
import { cityWalkFeature } from '../features/city-walk/feature';
import { chatFeature, chatSearchFeature } from '../features/chat/feature';
import { commonFeature } from '../features/common/feature';
import { translateFeature } from '../features/translate/feature';
import { companiesFeature } from '../features/companies/feature';
import { customerFeature } from '../features/customer/feature';
import { exchangeFeature } from '../features/exchange/feature';
import { hotelsFeature } from '../features/hotels/feature';
import { guidesFeature } from '../features/guides/feature';
import { jobsFeature } from '../features/jobs/feature';
import { listingsFeature } from '../features/listings/feature';
import { meFeature } from '../features/me/feature';
import { savedSearchesFeature } from '../features/saved-searches/feature';
import { webPushFeature } from '../features/web-push/feature';
import { noticesFeature } from '../features/notices/feature';
import { peopleFeature } from '../features/people/feature';
import { placesFeature } from '../features/places/feature';
import { paymentsFeature } from '../features/payments/feature';
import { promotionFeature } from '../features/promotion/feature';
import { rechargeFeature } from '../features/recharge/feature';
import { settingsFeature } from '../features/settings/feature';
import { siteFeature } from '../features/site/feature';
import { socialFeature } from '../features/social/feature';
import { topicsFeature } from '../features/topics/feature';
import { vipFeature } from '../features/vip/feature';
import { visaFeature } from '../features/visa/feature';
import { addressesFeature } from '../features/addresses/feature';
import { logisticsFeature } from '../features/logistics/feature';
import { clubsFeature } from '../features/clubs/feature';
import { exhibitionsFeature } from '../features/exhibitions/feature';
import { agreementsFeature } from '../features/agreements/feature';
import { exposuresFeature } from '../features/exposures/feature';
import { cardsFeature } from '../features/cards/feature';
import { webViewFeature } from '../features/web-view/feature';
import { sitePagesFeature } from '../features/site-pages/feature';
import type { FeatureDefinition } from '../shell/define-feature';

/**
 * Every web feature, once. The screen table (feature-screens.ts) and the dictionary namespaces (feature-words.ts)
 * are derived from this list; adding a feature is one line here. Order matters for screens only: a feature that
 * takes a path over comes after the one it takes it from.
 */
export const features: readonly FeatureDefinition[] = [
  listingsFeature,
  carsFeature,
  hotelsFeature,
  guidesFeature,
  companiesFeature,
  jobsFeature,
  adminFeature,
  chatFeature,
  chatSearchFeature,
  noticesFeature,
  authFeature,
  customerFeature,
  paymentsFeature,
  rechargeFeature,
  visaFeature,
  addressesFeature,
  logisticsFeature,
  clubsFeature,
  exhibitionsFeature,
  agreementsFeature,
  exposuresFeature,
  promotionFeature,
  vipFeature,
  exchangeFeature,
  adsFeature,
  socialFeature,
  topicsFeature,
  peopleFeature,
  articlesFeature,
  meFeature,
  savedSearchesFeature,
  webPushFeature,
  settingsFeature,
  siteFeature,
  placesFeature,
  cityWalkFeature,
  commonFeature,
  translateFeature,
  cardsFeature,
  webViewFeature,
  sitePagesFeature,
];
