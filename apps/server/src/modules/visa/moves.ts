import type { Lang } from '@haiwai/contracts';
import { VISA_PAGES, type VisaApplicationStatus, type VisaDocument } from '@haiwai/contracts/visa/constants';
import type { Transaction } from 'kysely';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import type { MessageKey } from '../../core/messages.js';
import { auditDetail, transition, type Actor, type Change, type Refusal } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import { visaApplicationFlow } from './flow.js';
import type { VisaDocumentRef } from './schema.js';
import { documentNames, localized } from './text.js';
import { applicationQuery, json, type ApplicationView } from './view.js';

type Move = Change<VisaApplicationStatus, ApplicationView>;
export const SYSTEM: Actor = { role: 'system', userId: null };

export interface MoveInput {
  reason?: string;
  /** documents_requested: which, and the agency's words (the reason). */
  requested?: VisaDocument[];
  /** submitted by the applicant: the documents they supplied (replacing those of the same kinds). */
  supplied?: VisaDocumentRef[];
  /** The caller's language, for the names in a refusal. */
  lang?: Lang;
}

const mineLink = `${VISA_PAGES.customer}?tab=mine`;
const agencyLink = `${VISA_PAGES.customer}?tab=agency`;

function refuse(refusal: Refusal<VisaApplicationStatus>) {
  if (refusal.why === 'missing') return notFound('visa.application_not_found');
  if (refusal.why === 'actor') return forbidden(refusal.by.includes('asker') ? 'visa.applicant_only' : 'visa.agency_only');
  if (refusal.why === 'reason') return badRequest('visa.reason_required');
  return badRequest('visa.bad_transition', { status: refusal.from });
}

/** The other side hears of every move, in the notice centre and live (the notice service pushes once committed). */
async function notify({ trx, id, from, to, row, reason }: Move) {
  const notices = new NoticeService(trx);
  const base = { kind: 'visa', refType: 'visaApplication', refId: id, siteAreaId: row.site_area_id } as const;
  const toApplicant = (key: string, params: Record<string, string | number | ReturnType<typeof localized>>) =>
    notices.notify(row.user_id, { ...base, title: { key: `notice.visa.${key}.title` as MessageKey }, body: { key: `notice.visa.${key}.body` as MessageKey, params }, link: mineLink });
  const toAgency = (key: string) =>
    notices.notify(row.agency_id, { ...base, title: { key: `notice.visa.${key}.title` as MessageKey }, body: { key: `notice.visa.${key}.body` as MessageKey, params: { name: row.applicant_name, title: row.package_title } }, link: agencyLink });
  const title = row.package_title;
  if (to === 'submitted' && from === 'unpaid') {
    await toAgency('submitted');
    await toApplicant('paid', { title });
  } else if (to === 'submitted') {
    await toAgency('resubmitted');
  } else if (to === 'documents_requested') {
    // The requested kinds were just written by `set`: read them back from the move's own columns.
    const requested = await trx.selectFrom('visa_application').select('requested').where('id', '=', id).executeTakeFirstOrThrow();
    await toApplicant('documents_requested', { title, documents: documentNames(json<VisaDocument[]>(requested.requested)), note: reason ?? '—' });
  } else if (to === 'processing') {
    await toApplicant('processing', { title, days: row.processing_days });
  } else if (to === 'issued') {
    await toApplicant('issued', { title });
  } else if (to === 'refused') {
    await toApplicant('refused', { title, reason: reason ?? '', percent: row.refund_percent });
  }
}

/** What a move writes besides the state: the request, the supplied documents, the refusal's reason. */
function columns(move: Move, input: MoveInput): Record<string, unknown> {
  if (move.to === 'documents_requested') return { requested: JSON.stringify(input.requested ?? []), request_note: move.reason };
  if (move.to === 'refused') return { reason: move.reason };
  if (move.to === 'submitted' && input.supplied) {
    const kept = json<VisaDocumentRef[]>(move.row.documents).filter((d) => !input.supplied!.some((s) => s.code === d.code));
    return { documents: JSON.stringify([...kept, ...input.supplied]), requested: '[]' };
  }
  return {};
}

/** Moves application `id` for `actor` (one audit row, the other side's notice, all in the caller's transaction). */
export function moveApplication(trx: Transaction<DB>, id: number, actor: Actor, to: VisaApplicationStatus, input: MoveInput) {
  return transition(trx, visaApplicationFlow, { table: 'visa_application', stamp: 'updated_at', view: (t, key) => applicationQuery(t).where('a.id', '=', key).executeTakeFirst() }, id, actor, to, {
    reason: to === 'documents_requested' || to === 'refused' ? input.reason : undefined,
    guard: ({ row }) => {
      if (to === 'documents_requested' && !input.requested?.length) throw badRequest('visa.requested_required');
      if (to === 'submitted' && actor.role === 'asker') {
        const lang = input.lang ?? 'zh';
        const allowed = json<VisaDocument[]>(row.package_documents);
        const unknown = input.supplied?.find((d) => !allowed.includes(d.code));
        if (unknown) throw badRequest('visa.document_unknown', { document: documentNames([unknown.code])[lang] ?? unknown.code });
        const missing = json<VisaDocument[]>(row.requested).filter((code) => !input.supplied?.some((d) => d.code === code));
        if (missing.length) throw badRequest('visa.document_missing', { documents: documentNames(missing)[lang] ?? missing.join(', ') });
      }
    },
    set: (move) => columns(move, input),
    refuse,
    audit: (move) => audit(move.trx, { adminId: move.actor.userId ?? move.row.agency_id, siteAreaId: move.row.site_area_id, targetType: 'visaApplication', ...auditDetail(visaApplicationFlow, move) }),
    notify,
  });
}
