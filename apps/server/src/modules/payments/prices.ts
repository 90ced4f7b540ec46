import type { Lang, LocalizedText } from '@haiwai/contracts';
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import type { DB } from '../../db/schema.js';
import type { PriceItemRow } from './schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** One package as sold: amounts in the area currency's minor unit, `spec` the kind's terms ({days: 7}…). */
export interface Price {
  id: number;
  kind: string;
  code: string;
  names: LocalizedText;
  amount: number;
  currency: string;
  spec: Record<string, unknown>;
  sort: number;
}

export const readPrice = (r: PriceItemRow): Price => ({ id: r.id, kind: r.kind, code: r.code, names: r.names, amount: Number(r.amount), currency: r.currency.trim(), spec: r.spec, sort: r.sort });

export const presentPrice = (p: Price, lang: Lang) => ({ id: p.id, kind: p.kind, code: p.code, name: pick(p.names, lang), amount: p.amount, currency: p.currency, spec: p.spec, sort: p.sort });

/** The areas' price lists (table `price_item`, set by admins, seeded for every area). */
export class PriceBook {
  constructor(private readonly db: Kysely<DB>) {}

  /** What an area sells of a kind now, cheapest package first within its sort. */
  async list(siteAreaId: number, kind: string, db: Db = this.db): Promise<Price[]> {
    const rows = await db.selectFrom('price_item').selectAll().where('site_area_id', '=', siteAreaId).where('kind', '=', kind).where('enabled', '=', true).orderBy('sort').orderBy('amount').orderBy('id').execute();
    return rows.map(readPrice);
  }

  /** One package of the area by id, enabled; a price of another area or kind is "not found" (its id is not trusted). */
  async get(siteAreaId: number, kind: string, id: number, db: Db = this.db): Promise<Price> {
    const row = await db.selectFrom('price_item').selectAll().where('id', '=', id).where('site_area_id', '=', siteAreaId).where('kind', '=', kind).where('enabled', '=', true).executeTakeFirst();
    if (!row) throw notFound('pay.price_not_found');
    return readPrice(row);
  }
}
