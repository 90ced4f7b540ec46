import type { putExchangeBody } from '@haiwai/contracts/exchange';
import { EXCHANGE_BASE } from '@haiwai/contracts/exchange';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fieldError, forbidden } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { audit, mayActOn } from '../notices/index.js';
import type { RateBook } from './rate-book.js';

type PutBody = z.output<typeof putExchangeBody>;

/**
 * `admin/siteArea/putExchange`: an area admin (or the super admin) sets the area's own rates of the currencies its
 * screen shows, or removes them (null) so the feed's apply again. One audit row per call, in its transaction,
 * with each currency's rate before and after.
 */
export async function putAreaRates(db: Kysely<DB>, book: RateBook, user: AuthUser, body: PutBody) {
  // Refused before the area is looked up: another area's admin learns nothing of which ids exist.
  if (!mayActOn(user, body.site_area_id)) throw forbidden('exchange.area_forbidden');
  const area = await book.area(0, body.site_area_id);
  const shown = await book.shownCurrencies(area);
  body.rates.forEach((r, i) => {
    if (r.currency === EXCHANGE_BASE) throw fieldError(`body.rates.${i}.currency`, 'exchange.base_fixed');
    if (!shown.includes(r.currency)) throw fieldError(`body.rates.${i}.currency`, 'exchange.unknown_currency');
  });
  const before = await book.effective(area.id);
  await db.transaction().execute(async (trx) => {
    for (const { currency, per_usd: perUsd } of body.rates) {
      if (perUsd === null) {
        await trx.deleteFrom('exchange_rate_override').where('site_area_id', '=', area.id).where('currency', '=', currency).execute();
        continue;
      }
      const values = { per_usd: perUsd, set_by: user.id, updated_at: new Date() };
      await trx
        .insertInto('exchange_rate_override')
        .values({ site_area_id: area.id, currency, ...values })
        .onConflict((oc) => oc.columns(['site_area_id', 'currency']).doUpdateSet(values))
        .execute();
    }
    const changes = body.rates.map((r) => {
      const was = before.get(r.currency);
      return { currency: r.currency, before: was ? { per_usd: was.perUsd, source: was.source } : null, after: r.per_usd };
    });
    await audit(trx, { adminId: user.id, siteAreaId: area.id, action: 'exchange.put', targetType: 'site_area', targetId: area.id, detail: { rates: changes } });
  });
  return book.ratesOf(area, true);
}
