import type { Lang } from '@haiwai/contracts';
import type { exposureReplyBody } from '@haiwai/contracts/exposures';
import { EXPOSURE_SMS_PURPOSE } from '@haiwai/contracts/exposures/constants';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../core/errors.js';
import { normalisePhone } from '../../core/phone.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SmsService } from '../auth/index.js';
import { moveReply } from './moves.js';

type ReplyInput = z.output<typeof exposureReplyBody>;

/**
 * The right of reply (docs/exposures.md): the exposed party proves who they are — an SMS code sent to the phone the
 * exposure names (SMS purpose `exposure_reply`), or owning the named company or listing — and answers once; the
 * answer waits for the area's review. A refused answer may be rewritten by the same person; nobody else answers.
 */
export class ExposureReplies {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sms: SmsService,
  ) {}

  /** A live exposure someone other than its author may answer. */
  private async target(id: number, user: AuthUser) {
    const row = await this.db.selectFrom('exposure').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('exposure.not_found');
    if (row.user_id === user.id) throw forbidden('exposure.reply_own');
    if (row.status !== 'approved' || !row.expires_at || row.expires_at.getTime() <= Date.now()) throw conflict('exposure.reply_closed');
    return row;
  }

  /** The typed number must be the exposure's (compared in E.164): no code goes to any other phone. */
  private samePhone(partyE164: string | null, areaCode: string, mobile: string) {
    if (!partyE164) throw badRequest('exposure.no_phone');
    const phone = normalisePhone(areaCode, mobile);
    if (!phone || phone.e164 !== partyE164) throw fieldError('body.mobile', 'exposure.phone_mismatch');
    return phone;
  }

  async sendCode(user: AuthUser, id: number, body: { area_code: string; mobile: string }, ip: string, lang: Lang) {
    const row = await this.target(id, user);
    const phone = this.samePhone(row.party_e164, body.area_code, body.mobile);
    return this.sms.send({ areaCode: phone.areaCode, mobile: phone.mobile, purpose: EXPOSURE_SMS_PURPOSE, ip, lang });
  }

  async reply(user: AuthUser, id: number, body: ReplyInput): Promise<void> {
    const row = await this.target(id, user);
    const existing = await this.db.selectFrom('exposure_reply').select(['id', 'user_id', 'status']).where('exposure_id', '=', id).executeTakeFirst();
    if (existing && existing.user_id !== user.id) throw conflict('exposure.reply_taken');
    if (existing && existing.status !== 'rejected') throw conflict('exposure.reply_exists');
    await this.prove(user, row, body);
    await this.db.transaction().execute(async (trx) => {
      if (existing) {
        await trx.updateTable('exposure_reply').set({ body: body.body, proof: body.proof }).where('id', '=', existing.id).execute();
        await moveReply(trx, existing.id, { role: 'asker', userId: user.id }, 'pending');
        return;
      }
      // The unique exposure_id makes a second answer racing this one fail rather than sit beside it.
      const inserted = await trx
        .insertInto('exposure_reply')
        .values({ exposure_id: id, site_area_id: row.site_area_id, user_id: user.id, proof: body.proof, body: body.body })
        .onConflict((oc) => oc.column('exposure_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw conflict('exposure.reply_taken');
    });
  }

  private async prove(user: AuthUser, row: { party_e164: string | null; party_company_id: number | null; party_listing_id: number | null }, body: ReplyInput) {
    if (body.proof === 'sms') {
      const phone = this.samePhone(row.party_e164, body.area_code!, body.mobile!);
      await this.sms.consume({ areaCode: phone.areaCode, mobile: phone.mobile, purpose: EXPOSURE_SMS_PURPOSE, code: body.code! });
      return;
    }
    const listingId = body.proof === 'company' ? row.party_company_id : row.party_listing_id;
    if (!listingId) throw badRequest(body.proof === 'company' ? 'exposure.no_company' : 'exposure.no_listing');
    const owner = await this.db.selectFrom('listing').select('user_id').where('id', '=', listingId).executeTakeFirst();
    if (owner?.user_id !== user.id) throw forbidden(body.proof === 'company' ? 'exposure.not_company_owner' : 'exposure.not_listing_owner');
  }
}

