import type { AgreementInfo, AgreementItem, AgreementText } from '@haiwai/contracts/agreements';
import type { AgreementRole, AgreementSideLang } from '@haiwai/contracts/agreements/constants';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { maskPhone } from '../../core/phone.js';
import { nextStates } from '../../core/workflow/index.js';
import { agreementFlow } from './flow.js';

type Db = Kysely<DB> | Transaction<DB>;

export const agreementQuery = (db: Db) =>
  db
    .selectFrom('agreement as a')
    .innerJoin('app_user as c', 'c.id', 'a.creator_id')
    .leftJoin('app_user as p', 'p.id', 'a.counterparty_id')
    .selectAll('a')
    .select(['c.nickname as creator_name', 'p.nickname as counterparty_name']);

export type AgreementView = NonNullable<Awaited<ReturnType<ReturnType<typeof agreementQuery>['executeTakeFirst']>>>;

export const loadAgreement = (db: Db, id: number) => agreementQuery(db).where('a.id', '=', id).executeTakeFirst();

export const signaturesOf = (db: Db, id: number) =>
  db
    .selectFrom('agreement_signature as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select(['s.role', 's.user_id', 'u.nickname', 's.signed_at', 's.ip', 's.user_agent', 's.image'])
    .where('s.agreement_id', '=', id)
    .orderBy('s.signed_at')
    .orderBy('s.id')
    .execute();
export type SignatureRow = Awaited<ReturnType<typeof signaturesOf>>[number];

const secs = (d: Date | string | null) => (d === null ? null : Math.floor(new Date(d).getTime() / 1000));
const sideOf = (t: AgreementText, lang: AgreementSideLang) => ({ zh: t.zh, side: t[lang] });

/** `{key}` in a clause becomes the field's value ('____' while empty). */
/** Every field's value ('' for one left empty), so an empty field's `{key}` reads as a blank line in the text. */
export function valuesOf(row: { fields: Array<{ key: string }>; field_values: Record<string, string> }): Record<string, string> {
  return Object.fromEntries(row.fields.map((f) => [f.key, row.field_values[f.key] ?? '']));
}

export function fillClause(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-z][a-z0-9_]*)\}/g, (all, key: string) => (key in values ? values[key] || '____' : all));
}

export function present(row: AgreementView, signatures: SignatureRow[], role: AgreementRole): AgreementInfo {
  const values = valuesOf(row);
  const lang = row.side_lang;
  const signedBy = new Set(signatures.map((s) => s.role));
  const mySide = role === 'creator' ? 'creator' : 'counterparty';
  const moves = nextStates(agreementFlow, row.status, role === 'creator' ? 'asker' : 'owner');
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    template_id: row.template_id,
    side_lang: lang,
    title: sideOf(row.title, lang),
    fields: row.fields.map((f) => ({ ...f, value: values[f.key] ?? '' })),
    clauses: row.clauses.map((c) => ({ zh: fillClause(c.zh, values), side: fillClause(c[lang], values) })),
    creator: { id: row.creator_id, nickname: row.creator_name },
    counterparty: row.counterparty_id === null ? null : { id: row.counterparty_id, nickname: row.counterparty_name ?? '' },
    invited_mobile: row.counterparty_id === null && row.invite_mobile && row.invite_area_code ? maskPhone(`+${row.invite_area_code}${row.invite_mobile}`) : null,
    signatures: signatures.map((s) => ({ role: s.role, user_id: s.user_id, nickname: s.nickname, signed_at: secs(s.signed_at)!, ip: s.ip, user_agent: s.user_agent })),
    my_role: role,
    can: {
      edit: role === 'creator' && row.status === 'draft',
      invite: role === 'creator' && (row.status === 'draft' || (row.status === 'awaiting' && row.counterparty_id === null)),
      sign: row.status === 'awaiting' && !signedBy.has(mySide),
      void: role !== 'invitee' && moves.has('voided'),
      download: row.status === 'signed',
    },
    pdf_sha256: row.pdf_sha256,
    void_reason: row.void_reason,
    expires_at: secs(row.expires_at),
    signed_at: secs(row.signed_at),
    created_at: secs(row.created_at)!,
    updated_at: secs(row.updated_at)!,
  };
}

export function presentItem(row: AgreementView, userId: number): AgreementItem {
  const mine = row.creator_id === userId ? 'creator' : 'counterparty';
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    title: sideOf(row.title, row.side_lang),
    my_role: mine,
    other_party: mine === 'creator' ? row.counterparty_name : row.creator_name,
    updated_at: secs(row.updated_at)!,
  };
}
