import { AGREEMENT, AGREEMENT_PAGES, type AgreementState } from '@haiwai/contracts/agreements/constants';
import type { Transaction } from 'kysely';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import type { MessageKey } from '../../core/messages.js';
import { auditDetail, transition, type Actor, type Change, type Refusal } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import { agreementFlow } from './flow.js';
import { loadAgreement, type AgreementView } from './view.js';

type Move = Change<AgreementState, AgreementView>;
export const SYSTEM: Actor = { role: 'system', userId: null };
export const EXPIRE_KIND = 'agreements.expire';
export const expiryKey = (id: number) => `agreement:${id}:expire`;

export function refuse(refusal: Refusal<AgreementState>) {
  if (refusal.why === 'missing') return notFound('agreements.not_found');
  if (refusal.why === 'actor') return forbidden('agreements.creator_only');
  if (refusal.why === 'reason') return badRequest('error.bad_request');
  return conflict('agreements.bad_transition', { status: refusal.from });
}

const detailLink = (id: number) => `${AGREEMENT_PAGES.detail}?id=${id}`;

/** Tells a party of a contract, in the notice centre and live. */
export function tell(trx: Transaction<DB>, userId: number, row: AgreementView, key: string, params: Record<string, string | number> = {}) {
  return new NoticeService(trx).notify(userId, {
    kind: 'system',
    refType: 'agreement',
    refId: row.id,
    siteAreaId: row.site_area_id,
    title: { key: `notice.agreement.${key}.title` as MessageKey },
    body: { key: `notice.agreement.${key}.body` as MessageKey, params: { title: row.title, ...params } },
    link: detailLink(row.id),
  });
}

/** The other side hears of a void, both of a signature's completion or an expiry. */
async function notify({ trx, to, row, reason, actor }: Move) {
  const parties = [row.creator_id, row.counterparty_id].filter((x): x is number => x !== null);
  if (to === 'voided') {
    const name = actor.userId === row.creator_id ? row.creator_name : (row.counterparty_name ?? '');
    for (const p of parties) if (p !== actor.userId) await tell(trx, p, row, 'voided', { name, reason: reason ?? '' });
  } else if (to === 'signed' || to === 'expired') {
    for (const p of parties) await tell(trx, p, row, to);
  } else if (to === 'awaiting' && row.counterparty_id !== null) {
    await tell(trx, row.counterparty_id, row, 'invited', { name: row.creator_name, days: AGREEMENT.expiryDays });
  }
}

/** Moves contract `id` (one audit row under the acting party, or the creator for the system; notices in the same transaction). */
export function moveAgreement(trx: Transaction<DB>, id: number, actor: Actor, to: AgreementState, opts: { reason?: string; set?: (m: Move) => Record<string, unknown> } = {}) {
  return transition(trx, agreementFlow, { table: 'agreement', stamp: 'updated_at', view: loadAgreement }, id, actor, to, {
    reason: opts.reason,
    set: opts.set,
    refuse: (r) => refuse(r),
    audit: (move) => audit(move.trx, { adminId: move.actor.userId ?? move.row.creator_id, siteAreaId: move.row.site_area_id, targetType: 'agreement', ...auditDetail(agreementFlow, move) }),
    notify,
  });
}
