import type { ShipmentAddress, ShipmentDetail, logisticsLogBody, shipmentMoveBody, shipmentRequestBody } from '@haiwai/contracts/logistics';
import { LOGISTICS, shipmentPrice, type ShipmentStatus } from '@haiwai/contracts/logistics/constants';
import type { PayStart } from '@haiwai/contracts/payments';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { PushHub } from '../../core/push/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { ownAddress, type UserAddressRow } from '../addresses/index.js';
import type { Buyer, Payments } from '../payments/index.js';
import { moveShipment, noticeShipment, pushShipment, routeOf } from './moves.js';
import { presentShipment, shipmentDetail, shipmentQuery, type ShipmentView } from './view.js';

type Db = Kysely<DB> | Transaction<DB>;
const pages = { sender: idPager('logistics_shipment.sender'), company: idPager('logistics_shipment.company') };

const copyOf = (a: UserAddressRow): ShipmentAddress => ({
  recipient: a.recipient,
  phone: `+${a.area_code} ${a.mobile}`,
  area: a.area,
  street: a.street,
  lat: a.lat === null ? null : Number(a.lat),
  lng: a.lng === null ? null : Number(a.lng),
});

/** The shipment for one of its two parties; anyone else gets a 404, as if it did not exist. */
async function partyView(db: Db, user: AuthUser, id: number): Promise<ShipmentView> {
  const row = await shipmentQuery(db).where('s.id', '=', id).executeTakeFirst();
  if (!row || (row.sender_id !== user.id && row.company_user_id !== user.id)) throw notFound('logistics.shipment_not_found');
  return row;
}

/**
 * Shipments (docs/logistics.md): a sender asks a listed line with two of their addresses; the company quotes or
 * declines; the sender accepts (paying first where the area takes payments online) or cancels; the company's
 * tracking entries put it in transit and deliver it. Only the two parties ever see it.
 */
export class Shipments {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly push: PushHub,
    private readonly payments: Payments,
  ) {}

  async detail(user: AuthUser, id: number, db: Db = this.db): Promise<ShipmentDetail> {
    return shipmentDetail(db, await partyView(db, user, id), user);
  }

  async request(user: AuthUser, body: z.output<typeof shipmentRequestBody>): Promise<ShipmentDetail> {
    const id = await this.db.transaction().execute(async (trx) => {
      const line = await trx.selectFrom('logistics_line').selectAll().where('id', '=', body.line_id).where('status', '=', 'online').executeTakeFirst();
      if (!line) throw notFound('logistics.line_not_found');
      if (line.user_id === user.id) throw badRequest('logistics.own_line');
      const from = await ownAddress(trx, user.id, body.sender_address_id);
      const to = await ownAddress(trx, user.id, body.recipient_address_id);
      const estimate = shipmentPrice({ price_per_kg: Number(line.price_per_kg), price_per_cbm: Number(line.price_per_cbm), min_charge: Number(line.min_charge) }, body.weight_kg, body.volume_m3);
      const row = await trx
        .insertInto('logistics_shipment')
        .values({
          line_id: line.id,
          site_area_id: line.site_area_id,
          sender_id: user.id,
          company_user_id: line.user_id,
          sender_address: JSON.stringify(copyOf(from)),
          recipient_address: JSON.stringify(copyOf(to)),
          parcels: body.parcels,
          weight_g: Math.round(body.weight_kg * 1000),
          volume_l: Math.round(body.volume_m3 * 1000),
          goods: body.goods,
          note: body.note,
          estimate,
          currency: line.currency.trim(),
        })
        .returning(['id', 'sender_id', 'company_user_id', 'site_area_id'])
        .executeTakeFirstOrThrow();
      const nickname = (await trx.selectFrom('app_user').select('nickname').where('id', '=', user.id).executeTakeFirstOrThrow()).nickname;
      await noticeShipment(trx, line.user_id, row, 'requested', { name: nickname, route: routeOf(line) });
      await pushShipment(trx, this.push, row, 'requested');
      return row.id;
    });
    return this.detail(user, id);
  }

  async list(user: AuthUser, q: { side: 'sender' | 'company'; status?: ShipmentStatus; cursor?: string; limit: number }) {
    const pager = pages[q.side];
    const column = q.side === 'sender' ? 's.sender_id' : 's.company_user_id';
    const after = pager.after(q.cursor, 's.id');
    let base = this.db.selectFrom('logistics_shipment as s').where(column, '=', user.id);
    if (q.status) base = base.where('s.status', '=', q.status);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = shipmentQuery(this.db).where(column, '=', user.id);
    if (q.status) rows = rows.where('s.status', '=', q.status);
    if (after) rows = rows.where(after);
    const page = pager.take(await rows.orderBy('s.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map((r) => presentShipment(r, user)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** The company quotes or declines; the sender cancels. */
  async move(user: AuthUser, id: number, body: z.output<typeof shipmentMoveBody>): Promise<ShipmentDetail> {
    await this.db.transaction().execute(async (trx) => {
      const row = await partyView(trx, user, id);
      const role = row.company_user_id === user.id ? 'owner' : 'asker';
      await moveShipment(trx, this.push, id, { role, userId: user.id }, body.status, body);
    });
    return this.detail(user, id);
  }

  /**
   * The sender accepts the quote: through the payment engine when the area takes payments online (the payment
   * accepts it), else at once (paid to the company as they agree).
   */
  async accept(user: AuthUser, id: number, buyer: (siteAreaId: number) => Buyer): Promise<{ shipment: ShipmentDetail; pay: PayStart | null }> {
    const row = await partyView(this.db, user, id);
    if (row.sender_id !== user.id) throw forbidden('logistics.sender_only');
    if (row.status !== 'quoted') {
      // The workflow's own words for a move it refuses.
      await this.db.transaction().execute((trx) => moveShipment(trx, this.push, id, { role: 'asker', userId: user.id }, 'accepted'));
    }
    const pay = await this.payments.place('logistics', { shipment_id: id }, buyer(row.site_area_id));
    if (pay.order) return { shipment: await this.detail(user, id), pay };
    await this.db.transaction().execute((trx) => moveShipment(trx, this.push, id, { role: 'asker', userId: user.id }, 'accepted'));
    return { shipment: await this.detail(user, id), pay: null };
  }

  /** The company's tracking entry: the first puts an accepted shipment in transit, a `delivered` one ends it. */
  async log(user: AuthUser, body: z.output<typeof logisticsLogBody>): Promise<ShipmentDetail> {
    await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('logistics_shipment').select('id').where('id', '=', body.shipment_id).forUpdate().executeTakeFirst();
      const row = await partyView(trx, user, body.shipment_id);
      if (row.company_user_id !== user.id) throw forbidden('logistics.company_only');
      if (row.status !== 'accepted' && row.status !== 'in_transit') throw conflict('logistics.not_accepted');
      if (Number(row.log_count ?? 0) >= LOGISTICS.logsMax) throw conflict('logistics.logs_full', { max: LOGISTICS.logsMax });
      const to: ShipmentStatus = body.delivered ? 'delivered' : 'in_transit';
      if (row.status !== to) await moveShipment(trx, this.push, row.id, { role: 'owner', userId: user.id }, to, { place: body.place });
      else await pushShipment(trx, this.push, row, to);
      await trx.insertInto('logistics_log').values({ shipment_id: row.id, place: body.place, note: body.note, status: to, created_by: user.id }).execute();
    });
    return this.detail(user, body.shipment_id);
  }
}
