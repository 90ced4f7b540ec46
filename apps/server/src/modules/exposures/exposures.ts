import type { Exposure, exposureSaveBody } from '@haiwai/contracts/exposures';
import type { ExposureStatus } from '@haiwai/contracts/exposures/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { normalisePhone, normalisePhoneQuery } from '../../core/phone.js';
import type { AuthUser } from '../../core/routes.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';
import { areaDays, areaFee, callingCodeOf } from './area.js';
import { scheduleExpiry } from './expiry.js';
import { moveExposure } from './moves.js';
import { exposureQuery, isLive, presentExposures, seesWhole, type Viewer } from './view.js';

export type SaveInput = z.output<typeof exposureSaveBody>;
interface ListQuery {
  q?: string;
  phone?: string;
  cursor?: string;
  limit: number;
}
const livePages = idPager('exposure.live');
const minePages = idPager('exposure.mine');
const likeWords = (words: string) => `%${words.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Exposures (docs/exposures.md): the public list (approved and unexpired, masked; search by words or by a phone
 * however it was written), one exposure, my own, releasing and correcting (unpaid when the area charges a fee,
 * else straight to review), renewing and withdrawing, and the warning check for chat and listings.
 */
export class Exposures {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly media: PrivateMedia,
    private readonly timers: Timers,
  ) {}

  async list(siteAreaId: number, q: ListQuery, viewer: Viewer) {
    let base = this.db.selectFrom('exposure as e').where('e.site_area_id', '=', siteAreaId).where(isLive);
    const words = q.q?.trim();
    const cc = await callingCodeOf(this.db, siteAreaId);
    const phone = q.phone ? normalisePhoneQuery(q.phone, cc) : null;
    if (q.phone && !phone) return { list: [], total: 0, next_cursor: null, has_more: false };
    if (phone) base = base.where('e.party_e164', '=', phone.e164);
    if (words) {
      const asPhone = normalisePhoneQuery(words, cc);
      const like = likeWords(words);
      base = base.where((eb) =>
        eb.or([
          eb('e.title', 'ilike', like),
          eb('e.party_name', 'ilike', like),
          eb('e.party_company_name', 'ilike', like),
          eb.exists(eb.selectFrom('listing as c').select('c.id').whereRef('c.id', '=', 'e.party_company_id').where('c.title', 'ilike', like)),
          ...(asPhone ? [eb('e.party_e164', '=', asPhone.e164)] : []),
        ]),
      );
    }
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const after = livePages.after(q.cursor, 'e.id');
    const ids = (await (after ? base.where(after) : base).select('e.id').orderBy('e.id', 'desc').limit(q.limit + 1).execute()).map((r) => r.id);
    const page = livePages.take(await this.rows(ids), q.limit);
    return { list: await presentExposures(this.db, page.rows, viewer, this.media), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  async mine(user: AuthUser, q: { status?: ExposureStatus; cursor?: string; limit: number }) {
    let base = this.db.selectFrom('exposure as e').where('e.user_id', '=', user.id);
    if (q.status) base = base.where('e.status', '=', q.status);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const after = minePages.after(q.cursor, 'e.id');
    const ids = (await (after ? base.where(after) : base).select('e.id').orderBy('e.id', 'desc').limit(q.limit + 1).execute()).map((r) => r.id);
    const page = minePages.take(await this.rows(ids), q.limit);
    return { list: await presentExposures(this.db, page.rows, user, this.media), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** Rows by id, newest first. */
  async rows(ids: number[], db: Kysely<DB> | Transaction<DB> = this.db) {
    if (!ids.length) return [];
    return exposureQuery(db).where('e.id', 'in', ids).orderBy('e.id', 'desc').execute();
  }

  /** Public when approved and unexpired; any state for its author and the area's reviewers; else a 404 (nothing leaks). */
  async info(id: number, viewer: Viewer): Promise<Exposure> {
    const row = await exposureQuery(this.db).where('e.id', '=', id).executeTakeFirst();
    const live = row && row.status === 'approved' && row.expires_at !== null && row.expires_at.getTime() > Date.now();
    if (!row || (!live && !seesWhole(row, viewer))) throw notFound('exposure.not_found');
    return (await presentExposures(this.db, [row], viewer, this.media))[0]!;
  }

  async save(user: AuthUser, siteAreaId: number, currency: string, body: SaveInput): Promise<Exposure> {
    await this.media.requireAttachable(user, body.evidence, 'evidence');
    const id = await this.db.transaction().execute(async (trx) => {
      await this.checkParty(trx, body);
      const phone = body.party_area_code && body.party_mobile ? normalisePhone(body.party_area_code, body.party_mobile) : null;
      const values = {
        title: body.title, story: body.story, amount: body.amount, happened_on: body.happened_on, party_name: body.party_name,
        party_area_code: phone?.areaCode ?? null, party_mobile: phone?.mobile ?? null, party_e164: phone?.e164 ?? null,
        party_company_id: body.party_company_id ?? null, party_company_name: body.party_company_name, party_listing_id: body.party_listing_id ?? null,
        party_user_id: body.party_user_id ?? null, consent_at: new Date(), updated_at: new Date(),
      };
      const saved = body.id ? await this.correct(trx, user, body.id, values) : await this.insert(trx, user, siteAreaId, currency, values);
      await trx.deleteFrom('exposure_evidence').where('exposure_id', '=', saved).execute();
      await trx.insertInto('exposure_evidence').values([...new Set(body.evidence)].map((url, sort) => ({ exposure_id: saved, url, sort }))).execute();
      return saved;
    });
    return this.info(id, user);
  }

  private async insert(trx: Transaction<DB>, user: AuthUser, siteAreaId: number, currency: string, values: Record<string, unknown> & { title: string; story: string; amount: number; happened_on: string; party_name: string; consent_at: Date }) {
    const fee = await areaFee(trx, siteAreaId);
    const row = await trx
      .insertInto('exposure')
      .values({ ...values, site_area_id: siteAreaId, user_id: user.id, currency: fee?.currency ?? currency, fee: fee?.amount ?? 0, status: fee ? 'unpaid' : 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The author corrects an unpaid, pending or rejected exposure; a rejected one goes back to review. */
  private async correct(trx: Transaction<DB>, user: AuthUser, id: number, values: Record<string, unknown>) {
    const row = await trx.selectFrom('exposure').select(['user_id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound('exposure.not_found');
    if (row.user_id !== user.id) throw forbidden('exposure.not_yours');
    if (!['unpaid', 'pending', 'rejected'].includes(row.status)) throw conflict('exposure.not_editable');
    await trx.updateTable('exposure').set(values).where('id', '=', id).execute();
    if (row.status === 'rejected') await moveExposure(trx, id, { role: 'asker', userId: user.id }, 'pending', { set: { review_reason: null } });
    return id;
  }

  /** The named company, listing and member exist (their ids are the client's). */
  private async checkParty(trx: Transaction<DB>, body: SaveInput) {
    if (body.party_company_id) {
      const c = await trx.selectFrom('listing').select('id').where('id', '=', body.party_company_id).where('kind', '=', 'company').executeTakeFirst();
      if (!c) throw badRequest('exposure.company_unknown');
    }
    if (body.party_listing_id) {
      const l = await trx.selectFrom('listing').select('id').where('id', '=', body.party_listing_id).executeTakeFirst();
      if (!l) throw badRequest('exposure.listing_unknown');
    }
    if (body.party_user_id) {
      const u = await trx.selectFrom('app_user').select('id').where('id', '=', body.party_user_id).executeTakeFirst();
      if (!u) throw badRequest('exposure.party_user_unknown');
    }
  }

  /** The author keeps an approved exposure (or brings back an expired one) for the area's days from now. */
  async renew(user: AuthUser, id: number): Promise<Exposure> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('exposure').select(['user_id', 'status', 'site_area_id']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw notFound('exposure.not_found');
      if (row.user_id !== user.id) throw forbidden('exposure.not_yours');
      const until = new Date(Date.now() + (await areaDays(trx, row.site_area_id)) * 86_400_000);
      if (row.status === 'expired') await moveExposure(trx, id, { role: 'asker', userId: user.id }, 'approved', { set: { expires_at: until } });
      else if (row.status === 'approved') await trx.updateTable('exposure').set({ expires_at: until, updated_at: new Date() }).where('id', '=', id).execute();
      else throw conflict('exposure.bad_transition');
      await scheduleExpiry(this.timers, trx, id, until);
    });
    return this.info(id, user);
  }

  async withdraw(user: AuthUser, id: number) {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('exposure').select('user_id').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('exposure.not_found');
      if (row.user_id !== user.id) throw forbidden('exposure.not_yours');
      await moveExposure(trx, id, { role: 'asker', userId: user.id }, 'withdrawn');
    });
    return { ok: true as const };
  }

  /** Whether member `userId` (their account, verified phone, or a company of theirs) is named by a live exposure. */
  async check(userId: number) {
    const member = await this.db.selectFrom('app_user').select(['area_code', 'mobile']).where('id', '=', userId).executeTakeFirst();
    if (!member) return { exposed: false, exposure_id: null, count: 0 };
    const e164 = member.area_code && member.mobile ? normalisePhone(member.area_code, member.mobile)?.e164 : undefined;
    const rows = await this.db
      .selectFrom('exposure as e')
      .select('e.id')
      .where(isLive)
      .where((eb) =>
        eb.or([
          eb('e.party_user_id', '=', userId),
          ...(e164 ? [eb('e.party_e164', '=', e164)] : []),
          eb.exists(eb.selectFrom('listing as c').select('c.id').whereRef('c.id', '=', 'e.party_company_id').where('c.user_id', '=', userId)),
        ]),
      )
      .orderBy('e.id', 'desc')
      .execute();
    return { exposed: rows.length > 0, exposure_id: rows[0]?.id ?? null, count: rows.length };
  }

  async settings(siteAreaId: number, currency: string) {
    return { site_area_id: siteAreaId, days: await areaDays(this.db, siteAreaId), currency, fee: await areaFee(this.db, siteAreaId) };
  }
}

