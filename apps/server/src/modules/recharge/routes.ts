import { RECHARGE_CALLING_CODES, rechargeCountry, rechargeCountryByCallingCode } from '@haiwai/contracts/recharge/constants';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../../core/errors.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { buyerOf, type Payments } from '../payments/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { operatorsOf, rechargeNumber } from './catalogue.js';
import { listMyTopUps, myTopUp } from './orders.js';

/** The phone top-up calls (contracts `recharge`): the screen's operators and face values, ordering, my top-ups. */
export function rechargeRoutes(app: FastifyInstance, db: Kysely<DB>, payments: Payments, areas: SiteAreaDirectory) {
  route(app, 'rechargePhoneConfig', async ({ query, ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const currency = area.currency.trim();
    // The asked calling code, else the area's country, else the first country whose currency is the area's.
    const asked = query.area_code?.replace(/^0+/, '');
    const country = asked ? rechargeCountryByCallingCode(asked) : (rechargeCountry(area.country_code.trim()) ?? rechargeCountryByCallingCode('84'));
    if (!country) throw badRequest('recharge.country_unsupported');
    const number = query.mobile && asked ? rechargeNumberOrNull(asked, query.mobile) : null;
    return {
      country: { iso: country.iso, calling_code: country.callingCode, currency: country.currency, ported_often: country.portedOften },
      payable: country.currency === currency,
      operators: await operatorsOf(db, country, currency),
      number,
      calling_codes: RECHARGE_CALLING_CODES,
    };
  });

  route(app, 'rechargePhoneSave', async ({ body, user, ctx, req }) => payments.place('phone', body, buyerOf(req, user.id, ctx.siteAreaId)));

  route(app, 'rechargePhoneList', async ({ query, user, ctx }) => listMyTopUps(db, user.id, ctx.lang, query));

  route(app, 'rechargePhoneInfo', async ({ params, user, ctx }) => {
    const found = await myTopUp(db, user.id, params.id, ctx.lang);
    if (!found) throw notFound('recharge.order_not_found');
    return found;
  });
}

/** A number as typed, for the screen: normalised with its operator, or null while it is not a whole valid number yet. */
function rechargeNumberOrNull(areaCode: string, mobile: string) {
  try {
    const n = rechargeNumber({ area_code: areaCode, mobile }, 'mobile');
    return { e164: n.e164, valid: n.valid, operator_id: n.recognised };
  } catch {
    return null;
  }
}
