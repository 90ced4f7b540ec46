import type { Address, addressSaveBody } from '@haiwai/contracts/addresses';
import { ADDRESS } from '@haiwai/contracts/addresses/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { conflict, fieldError, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { normalisePhone } from '../../core/phone.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import type { UserAddressRow } from './schema.js';

type SaveBody = z.output<typeof addressSaveBody>;
type Db = Kysely<DB> | Transaction<DB>;
const pages = idPager('user_address.mine');

export function presentAddress(r: UserAddressRow): Address {
  return {
    id: r.id,
    recipient: r.recipient,
    area_code: r.area_code,
    mobile: r.mobile,
    phone: `+${r.area_code} ${r.mobile}`,
    area: r.area,
    street: r.street,
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
    is_default: r.is_default,
    updated_at: epochSeconds(r.updated_at),
  };
}

/** One of `userId`'s addresses, or a 404 (someone else's is not there for them). */
export async function ownAddress(db: Db, userId: number, id: number): Promise<UserAddressRow> {
  const row = await db.selectFrom('user_address').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('address.not_found');
  return row;
}

/**
 * My address book (docs/logistics.md): only the owner reads or changes an address; anyone else gets a 404. The
 * phone goes through the one normaliser; one default per owner (the first address, and whichever is made default).
 */
export class AddressBook {
  constructor(private readonly db: Kysely<DB>) {}

  async list(userId: number, q: { cursor?: string; limit: number }) {
    const after = pages.after(q.cursor, 'id');
    const total = Number((await this.db.selectFrom('user_address').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
    let rows = this.db.selectFrom('user_address').selectAll().where('user_id', '=', userId);
    if (after) rows = rows.where(after);
    const page = pages.take(await rows.orderBy('id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map(presentAddress), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  async info(userId: number, id: number): Promise<Address> {
    return presentAddress(await ownAddress(this.db, userId, id));
  }

  async save(userId: number, body: SaveBody): Promise<Address> {
    const phone = normalisePhone(body.area_code, body.mobile);
    if (!phone) throw fieldError('body.mobile', 'address.phone_invalid');
    const row = await this.db.transaction().execute(async (trx) => {
      // The owner's rows are serialised by their account row: two saves never make two defaults or pass the cap together.
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const count = Number((await trx.selectFrom('user_address').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
      const values = {
        recipient: body.recipient,
        area_code: phone.areaCode,
        mobile: phone.mobile,
        area: body.area,
        street: body.street,
        lat: body.lat,
        lng: body.lng,
        updated_at: new Date(),
      };
      const makeDefault = body.is_default || count === 0;
      if (makeDefault) await trx.updateTable('user_address').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).execute();
      if (body.id === undefined) {
        if (count >= ADDRESS.perUser) throw conflict('address.too_many', { max: ADDRESS.perUser });
        return trx.insertInto('user_address').values({ ...values, user_id: userId, is_default: makeDefault }).returningAll().executeTakeFirstOrThrow();
      }
      const existing = await ownAddress(trx, userId, body.id);
      return trx
        .updateTable('user_address')
        .set({ ...values, ...(makeDefault ? { is_default: true } : {}) })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return presentAddress(row);
  }

  async makeDefault(userId: number, id: number): Promise<Address> {
    const row = await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      await ownAddress(trx, userId, id);
      await trx.updateTable('user_address').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).execute();
      return trx.updateTable('user_address').set({ is_default: true, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    });
    return presentAddress(row);
  }

  /** Deletes one of mine; when it was the default, the newest left becomes the default. */
  async remove(userId: number, id: number): Promise<{ id: number }> {
    await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const row = await ownAddress(trx, userId, id);
      await trx.deleteFrom('user_address').where('id', '=', id).execute();
      if (!row.is_default) return;
      const next = await trx.selectFrom('user_address').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
      if (next) await trx.updateTable('user_address').set({ is_default: true }).where('id', '=', next.id).execute();
    });
    return { id };
  }
}
