import type { AgreementField } from '@haiwai/contracts/agreements';
import { AGREEMENT, AGREEMENT_PAGES, type AgreementRole } from '@haiwai/contracts/agreements/constants';
import type { Kysely, Transaction } from 'kysely';
import type { AuthUser } from '../../core/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { normalisePhone } from '../../core/phone.js';
import type { Call } from '../../core/routes.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import { inviteToken, newNonce, tokenValid } from './invite-token.js';
import { EXPIRE_KIND, expiryKey, moveAgreement, tell } from './moves.js';
import { usableTemplate } from './templates.js';
import { agreementQuery, loadAgreement, present, presentItem, signaturesOf, type AgreementView } from './view.js';

type Db = Kysely<DB> | Transaction<DB>;
const pages = idPager('agreement');
const DAY = 86_400_000;

const FORMATS: Partial<Record<AgreementField['type'], RegExp>> = {
  number: /^\d{1,12}(\.\d{1,4})?$/,
  money: /^\d{1,15}(\.\d{1,2})?$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
};

/** Values for a template's fields: known keys, each in its type's form; empty ones allowed (checked at the invitation). */
function checkValues(fields: AgreementField[], values: Record<string, string>) {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const [key, value] of Object.entries(values)) {
    const field = byKey.get(key);
    if (!field) throw badRequest('agreements.field_unknown', { field: key });
    const format = FORMATS[field.type];
    if (value && format && !format.test(value)) throw badRequest('agreements.field_invalid', { field: field.label.zh });
  }
}

export function missingFields(row: AgreementView): string[] {
  return row.fields.filter((f) => f.required && !row.field_values[f.key]).map((f) => f.label.zh);
}

/**
 * Who the user is to a contract: a party, the holder of its invitation (the signed link, or the invited mobile
 * is theirs) while no member has taken it, or nobody (null: the caller answers 404, so a stranger cannot even
 * learn that the contract exists).
 */
export async function roleOf(db: Db, secret: string, row: AgreementView, user: AuthUser, token?: string): Promise<AgreementRole | null> {
  if (row.creator_id === user.id) return 'creator';
  if (row.counterparty_id === user.id) return 'counterparty';
  if (row.counterparty_id !== null || row.status !== 'awaiting') return null;
  if (tokenValid(secret, row.id, row.invite_nonce, token)) return 'invitee';
  if (!row.invite_mobile) return null;
  const me = await db.selectFrom('app_user').select(['area_code', 'mobile']).where('id', '=', user.id).executeTakeFirst();
  return me?.mobile === row.invite_mobile && me.area_code === row.invite_area_code ? 'invitee' : null;
}

export class Agreements {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly timers: Timers,
    private readonly secret: string,
  ) {}

  /** The contract as `user` may see it, or 404. */
  async visible(db: Db, id: number, user: AuthUser, token?: string) {
    const row = await loadAgreement(db, id);
    const role = row ? await roleOf(db, this.secret, row, user, token) : null;
    if (!row || !role) throw notFound('agreements.not_found');
    return { row, role };
  }

  async info(id: number, user: AuthUser, token?: string) {
    const { row, role } = await this.visible(this.db, id, user, token);
    return present(row, await signaturesOf(this.db, id), role);
  }

  async list(user: AuthUser, query: Call<'contractList'>['query']) {
    let q = agreementQuery(this.db)
      .where((eb) => eb.or([eb('a.creator_id', '=', user.id), eb('a.counterparty_id', '=', user.id)]))
      .orderBy('a.id', 'desc')
      .limit(query.limit + 1);
    if (query.status) q = q.where('a.status', '=', query.status);
    const after = pages.after(query.cursor, 'a.id');
    if (after) q = q.where(after);
    const page = pages.take(await q.execute(), query.limit);
    return { list: page.rows.map((r) => presentItem(r, user.id)), next_cursor: page.next_cursor };
  }

  /** Starts a contract from a template (a snapshot: later template edits never change it), or changes my draft. */
  async save(user: AuthUser, body: Call<'contractSave'>['body'], siteAreaId: number) {
    const id = await this.db.transaction().execute(async (trx) => {
      if (body.id) {
        const row = await trx.selectFrom('agreement').select(['id', 'creator_id', 'status', 'fields']).where('id', '=', body.id).forUpdate().executeTakeFirst();
        if (!row || row.creator_id !== user.id) throw notFound('agreements.not_found');
        if (row.status !== 'draft') throw conflict('agreements.not_draft');
        checkValues(row.fields, body.values);
        await trx.updateTable('agreement').set({ field_values: JSON.stringify(body.values), side_lang: body.side_lang, updated_at: new Date() }).where('id', '=', row.id).execute();
        return row.id;
      }
      const template = await usableTemplate(trx, body.template_id, user.id);
      if (!template.title[body.side_lang]) throw badRequest('agreements.side_lang_missing');
      checkValues(template.fields, body.values);
      const row = await trx
        .insertInto('agreement')
        .values({
          site_area_id: siteAreaId,
          template_id: template.id,
          kind: template.kind,
          side_lang: body.side_lang,
          title: JSON.stringify(template.title),
          clauses: JSON.stringify(template.clauses),
          fields: JSON.stringify(template.fields),
          field_values: JSON.stringify(body.values),
          creator_id: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return this.info(id, user);
  }

  /** Invites the other party (member, mobile or link); the first invitation sends the draft out for signatures. */
  async invite(user: AuthUser, body: Call<'contractInvite'>['body']) {
    const link = await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('agreement').select('id').where('id', '=', body.id).forUpdate().executeTakeFirst();
      const { row, role } = await this.visible(trx, body.id, user);
      if (role !== 'creator') throw forbidden('agreements.creator_only');
      if (row.status !== 'draft' && row.status !== 'awaiting') throw conflict('agreements.bad_transition', { status: row.status });
      const missing = missingFields(row);
      if (missing.length) throw badRequest('agreements.fields_missing', { fields: missing.join('、') });
      const party = await this.target(trx, user, body);
      if (row.counterparty_id !== null && body.by !== 'link' && party.counterparty_id !== row.counterparty_id) throw conflict('agreements.party_fixed');
      const nonce = row.invite_nonce ?? newNonce();
      await trx.updateTable('agreement').set({ ...party, invite_nonce: nonce }).where('id', '=', row.id).execute();
      let expiresAt = row.expires_at;
      if (row.status === 'draft') {
        expiresAt = new Date(Date.now() + AGREEMENT.expiryDays * DAY);
        await moveAgreement(trx, row.id, { role: 'asker', userId: user.id }, 'awaiting', { set: () => ({ expires_at: expiresAt }) });
        await this.timers.schedule(EXPIRE_KIND, expiresAt, { id: row.id }, { key: expiryKey(row.id), db: trx });
      } else if (party.counterparty_id && party.counterparty_id !== row.counterparty_id) {
        const fresh = (await loadAgreement(trx, row.id))!;
        await tell(trx, party.counterparty_id, fresh, 'invited', { name: fresh.creator_name, days: AGREEMENT.expiryDays });
      }
      return body.by === 'link' ? `${AGREEMENT_PAGES.sign}?id=${row.id}&token=${inviteToken(this.secret, row.id, nonce, expiresAt!)}` : null;
    });
    return { contract: await this.info(body.id, user), link };
  }

  /** The columns an invitation writes: the member (by id, or the member who has that mobile), or the mobile to match later. */
  private async target(trx: Db, user: AuthUser, body: Call<'contractInvite'>['body']): Promise<{ counterparty_id?: number; invite_area_code?: string; invite_mobile?: string }> {
    if (body.by === 'link') return {};
    if (body.by === 'member') {
      if (!body.user_id) throw badRequest('agreements.invite_target');
      if (body.user_id === user.id) throw badRequest('agreements.invite_self');
      const member = await trx.selectFrom('app_user').select('id').where('id', '=', body.user_id).executeTakeFirst();
      if (!member) throw notFound('agreements.member_not_found');
      return { counterparty_id: member.id };
    }
    const phone = body.area_code && body.mobile ? normalisePhone(body.area_code, body.mobile) : null;
    if (!phone) throw badRequest('agreements.invite_target');
    const member = await trx.selectFrom('app_user').select('id').where('area_code', '=', phone.areaCode).where('mobile', '=', phone.mobile).executeTakeFirst();
    if (member?.id === user.id) throw badRequest('agreements.invite_self');
    return member ? { counterparty_id: member.id } : { invite_area_code: phone.areaCode, invite_mobile: phone.mobile };
  }

  /** Either party voids a contract not yet signed, with a reason; the expiry timer goes with it. */
  async void(user: AuthUser, body: Call<'contractVoid'>['body']) {
    await this.db.transaction().execute(async (trx) => {
      const { role } = await this.visible(trx, body.id, user);
      if (role === 'invitee') throw forbidden('agreements.creator_only');
      await moveAgreement(trx, body.id, { role: role === 'creator' ? 'asker' : 'owner', userId: user.id }, 'voided', { reason: body.reason, set: (m) => ({ void_reason: m.reason }) });
      await this.timers.cancel(expiryKey(body.id), { db: trx });
    });
    return this.info(body.id, user);
  }

  /** The timer's move: a contract still awaiting signatures when its window ends expires (anything else is left alone). */
  registerExpiry() {
    this.timers.register<{ id: number }>(EXPIRE_KIND, async (job, { trx }) => {
      const row = await trx.selectFrom('agreement').select('status').where('id', '=', job.payload.id).forUpdate().executeTakeFirst();
      if (row?.status === 'awaiting') await moveAgreement(trx, job.payload.id, { role: 'system', userId: null }, 'expired');
    });
  }
}
