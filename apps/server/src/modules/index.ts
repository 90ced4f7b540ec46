import type { ModuleDefinition } from '../core/module.js';
import { adsModule } from './ads/module.js';
import { articlesModule } from './articles/module.js';
import { authModule } from './auth/module.js';
import { basisModule } from './basis/module.js';
import { carsModule } from './cars/module.js';
import { chatModule } from './chat/module.js';
import { chatSearchModule } from './chat/search/module.js';
import { commentsModule } from './comments/module.js';
import { companiesModule } from './companies/module.js';
import { consoleModule } from './console/module.js';
import { customerModule } from './customer/module.js';
import { dashboardsModule } from './dashboards/module.js';
import { devModule } from './dev/module.js';
import { exchangeModule } from './exchange/module.js';
import { guidesModule } from './guides/module.js';
import { hotelsModule } from './hotels/module.js';
import { jobsModule } from './jobs/module.js';
import { listingsModule } from './listings/module.js';
import { mapsModule } from './maps/module.js';
import { travelModule } from './travel/module.js';
import { trustModule } from './trust/module.js';
import { visaModule } from './visa/module.js';
import { exposuresModule } from './exposures/module.js';
import { addressesModule } from './addresses/module.js';
import { logisticsModule } from './logistics/module.js';
import { mediaModule } from './media/module.js';
import { moderationModule } from './moderation/module.js';
import { noticesModule } from './notices/module.js';
import { paymentsModule } from './payments/module.js';
import { promotionModule } from './promotion/module.js';
import { rechargeModule } from './recharge/module.js';
import { relationsModule } from './relations/module.js';
import { savedSearchesModule } from './saved-searches/module.js';
import { siteAreaModule } from './site-area/module.js';
import { socialModule } from './social/module.js';
import { staffModule } from './staff/module.js';
import { verificationModule } from './verification/module.js';
import { vipModule } from './vip/module.js';
import { webModule } from './web/module.js';
import { translationModule } from './translation/module.js';
import { clubsModule } from './clubs/module.js';
import { exhibitionsModule } from './exhibitions/module.js';
import { agreementsModule } from './agreements/module.js';
import { cardsModule } from './cards/module.js';
import { draftsModule } from './drafts/module.js';
import { webViewModule } from './web-view/module.js';
import { crewBusModule } from './crew-bus/module.js';
import { webPushModule } from './web-push/module.js';

/**
 * The composition root's one list: every server module, in the order their routes are registered and their
 * services built. Adding a feature area is its folder plus one line here.
 */
export const modules: readonly ModuleDefinition[] = [
  authModule,
  siteAreaModule,
  basisModule,
  webModule,
  translationModule,
  mediaModule,
  trustModule,
  chatModule,
  chatSearchModule,
  noticesModule,
  paymentsModule,
  listingsModule,
  vipModule,
  carsModule,
  companiesModule,
  promotionModule,
  jobsModule,
  customerModule,
  rechargeModule,
  exchangeModule,
  adsModule,
  moderationModule,
  relationsModule,
  commentsModule,
  socialModule,
  articlesModule,
  guidesModule,
  hotelsModule,
  mapsModule,
  travelModule,
  visaModule,
  exposuresModule,
  addressesModule,
  logisticsModule,
  agreementsModule,
  savedSearchesModule,
  clubsModule,
  exhibitionsModule,
  dashboardsModule,
  verificationModule,
  staffModule,
  consoleModule,
  draftsModule,
  webViewModule,
  crewBusModule,
  webPushModule,
  cardsModule,
  devModule,
];
