import { EXPOSURE, EXPOSURE_ORDER_KIND } from '@haiwai/contracts/exposures/constants';
import type { Kysely, Transaction } from 'kysely';
import { settingsCacheOf } from '../../core/settings-cache.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;
/** The `setting` row (site_area_id 0: every area; an area's own row wins) holding `{ days }`. */
export const SETTING_KEY = 'exposure';

/** Days an approved exposure of the area stays listed unless renewed. */
export async function areaDays(db: Db, siteAreaId: number): Promise<number> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', SETTING_KEY).where('site_area_id', 'in', [0, siteAreaId]).orderBy('site_area_id', 'desc').limit(1).executeTakeFirst();
  const days = Number((row?.value as { days?: unknown } | undefined)?.days);
  return Number.isInteger(days) && days > 0 ? days : EXPOSURE.defaultDays;
}

/** The area's release fee: its cheapest enabled price of kind `exposure` in the payments price list; null when free. */
export async function areaFee(db: Db, siteAreaId: number): Promise<{ amount: number; currency: string } | null> {
  const row = await db
    .selectFrom('price_item')
    .select(['amount', 'currency'])
    .where('site_area_id', '=', siteAreaId)
    .where('kind', '=', EXPOSURE_ORDER_KIND)
    .where('enabled', '=', true)
    .where('amount', '>', '0')
    .orderBy('sort')
    .orderBy('amount')
    .limit(1)
    .executeTakeFirst();
  return row ? { amount: Number(row.amount), currency: row.currency.trim() } : null;
}

/** Writes the area's days (the admin's call) and drops the node's settings cache (basis/config reads settings). */
export async function saveAreaDays(db: Kysely<DB>, trx: Transaction<DB>, siteAreaId: number, days: number) {
  const value = JSON.stringify({ days });
  await trx
    .insertInto('setting')
    .values({ site_area_id: siteAreaId, key: SETTING_KEY, value, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['site_area_id', 'key']).doUpdateSet({ value, updated_at: new Date() }))
    .execute();
  settingsCacheOf(db).clear();
}

/** The area's calling code (`84` for Vietnam), for reading a national number typed into the search. */
export async function callingCodeOf(db: Db, siteAreaId: number): Promise<string> {
  const row = await db.selectFrom('site_area as a').innerJoin('area_code as c', 'c.country_code', 'a.country_code').select('c.code').where('a.id', '=', siteAreaId).executeTakeFirst();
  return (row?.code ?? '').replace(/^\+/, '') || '86';
}
