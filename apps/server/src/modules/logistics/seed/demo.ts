import type { LocalizedText } from '@haiwai/contracts';
import { shipmentPrice } from '@haiwai/contracts/logistics/constants';
import { minorDigits } from '@haiwai/contracts/payments/constants';
import { sql, type Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_LINES, DEMO_SHIPMENTS } from './content.js';

const MARK = 'seed.logistics-demo';
/** Roughly one US dollar in each area currency (major units): the demo prices' scale. */
const RATE: Record<string, number> = { VND: 25_000, USD: 1, THB: 35, MYR: 4.5, PHP: 56, AED: 3.7, SGD: 1.35, IDR: 16_000 };
const DAY = 86_400_000;

/** A US-dollar price in `currency`, two significant figures, in minor units. */
function priceOf(currency: string, usd: number): number {
  const major = (RATE[currency] ?? 1) * usd;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(major)) - 1);
  return Math.round(major / step) * step * 10 ** minorDigits(currency);
}

const named = (v: unknown): LocalizedText => (typeof v === 'string' ? (JSON.parse(v) as LocalizedText) : (v as LocalizedText));

/** The demo publisher's shipments on the area's lines, from the area to his family in Guangzhou. */
async function seedShipments(trx: Transaction<DB>, area: { id: number; names: LocalizedText; currency: string }, lines: Array<{ id: number; user_id: number; perKg: number; perCbm: number; min: number }>, senderId: number) {
  const sender = { recipient: '陈强', phone: '+84 908555222', area: area.names.zh, street: '市中心 华人商会大厦 5 楼 安居地产', lat: null, lng: null };
  const recipient = { recipient: '陈建国', phone: '+86 13912345678', area: '广东省 广州市 天河区', street: '体育西路 103 号 维多利广场 B 座 2101', lat: 23.1357, lng: 113.3218 };
  for (const s of DEMO_SHIPMENTS) {
    const line = lines[s.line]!;
    if (line.user_id === senderId) continue;
    const estimate = shipmentPrice({ price_per_kg: line.perKg, price_per_cbm: line.perCbm, min_charge: line.min }, s.weightKg, s.volumeM3);
    const at = new Date(Date.now() - s.daysAgo * DAY);
    const row = await trx
      .insertInto('logistics_shipment')
      .values({
        line_id: line.id, site_area_id: area.id, sender_id: senderId, company_user_id: line.user_id, status: s.status,
        sender_address: JSON.stringify(sender), recipient_address: JSON.stringify(recipient), parcels: s.parcels,
        weight_g: Math.round(s.weightKg * 1000), volume_l: Math.round(s.volumeM3 * 1000), goods: s.goods, estimate,
        quote_amount: s.status === 'requested' ? null : estimate, quote_note: s.quoteNote ?? null, currency: area.currency,
        created_at: at, updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, g] of s.logs.entries()) {
      await trx.insertInto('logistics_log').values({ shipment_id: row.id, place: g.place, note: g.note, status: g.status, created_by: line.user_id, created_at: new Date(at.getTime() + (i + 1) * DAY) }).execute();
    }
  }
}

/**
 * Three listed lines in every area (sea to Guangzhou, air to Shanghai, road to Nanning), by the area's logistics
 * company (or another live company), and the demo publisher's four shipments on them: awaiting a quote, quoted, in
 * transit, delivered. Areas without a live company get none.
 */
export async function seedLogisticsDemo({ db }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'currency', 'names']).orderBy('sort').orderBy('id').execute();
  const sender = await db.selectFrom('app_user').select('id').where('username', '=', 'publisher').executeTakeFirst();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const a of areas) {
      const company = await trx
        .selectFrom('listing')
        .select(['id', 'user_id'])
        .where('kind', '=', 'company')
        .where('site_area_id', '=', a.id)
        .where('status', '=', 'online')
        .where('review_status', '=', 'passed')
        .where('deleted_at', 'is', null)
        .orderBy(sql`case when title ~* '物流|logistics|货运|鸿达|Hongda' then 0 else 1 end`)
        .orderBy('id')
        .executeTakeFirst();
      if (!company) continue;
      const area = { id: a.id, names: named(a.names), currency: a.currency.trim() };
      const lines = [];
      for (const l of DEMO_LINES) {
        const prices = { perKg: priceOf(area.currency, l.perKg), perCbm: priceOf(area.currency, l.perCbm), min: priceOf(area.currency, l.min) };
        const row = await trx
          .insertInto('logistics_line')
          .values({
            site_area_id: area.id, company_id: company.id, user_id: company.user_id, from_place: area.names[l.lang] ?? area.names.zh, to_place: l.to[l.lang] ?? l.to.zh, mode: l.mode,
            price_per_kg: prices.perKg, price_per_cbm: prices.perCbm, min_charge: prices.min, currency: area.currency, days_min: l.days[0], days_max: l.days[1],
            note: l.note[l.lang] ?? l.note.zh, status: 'online',
          })
          .returning(['id', 'user_id'])
          .executeTakeFirstOrThrow();
        lines.push({ ...row, ...prices });
        count += 1;
      }
      if (sender) await seedShipments(trx, area, lines, sender.id);
    }
    await markSeeded(trx, MARK, { lines: count });
  });
  return count > 0;
}
