import type { JobApplicationStatus, Lang } from '@haiwai/contracts';
import type { Transaction } from 'kysely';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import { auditDetail, transition, type Actor, type Change, type Refusal } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import { jobApplicationFlow, type Decision } from './application-flow.js';

/** Where the applicant follows their applications (web route). */
export const DELIVERY_RECORD_PAGE = '/pagesA/job/delivery-record';

/** An application with what its notice and audit row name: the job, its owner and company. */
function view(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('job_application as a')
    .innerJoin('listing as j', 'j.id', 'a.job_id')
    .leftJoin('listing as co', 'co.id', 'a.company_id')
    .innerJoin('app_user as o', 'o.id', 'j.user_id')
    .select(['a.id', 'a.status', 'a.applicant_id', 'j.user_id as owner_id', 'j.title', 'j.id as job_id', 'j.site_area_id', 'co.title as company_title', 'o.nickname as owner_nickname'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
type Row = NonNullable<Awaited<ReturnType<typeof view>>>;
type Move = Change<JobApplicationStatus, Row>;

/** Today's errors: the company only; a final answer stays; forward only (statuses named in the caller's language). */
function refuser(lang: Lang) {
  const label = (s: JobApplicationStatus) => t(lang, `job_application.status.${s}`);
  return (refusal: Refusal<JobApplicationStatus>) => {
    if (refusal.why === 'missing') return notFound('job_application.not_found');
    if (refusal.why === 'actor') return forbidden('job_application.not_company');
    if (refusal.why === 'terminal') return badRequest('job_application.final', { status: label(refusal.from) });
    return badRequest('job_application.bad_transition', { from: label(refusal.from), to: label(refusal.to) });
  };
}

/** The applicant hears of every change, in their language. */
async function notify({ trx, id, to, row }: Move) {
  await new NoticeService(trx).notify(row.applicant_id, {
    kind: 'application',
    title: { key: 'notice.job_application.status.title' },
    body: { key: `notice.job_application.${to as Decision}.body`, params: { company: row.company_title || row.owner_nickname, title: row.title } },
    link: DELIVERY_RECORD_PAGE,
    refType: 'jobApplication',
    refId: id,
    siteAreaId: row.site_area_id,
  });
}

const auditMove = (move: Move) =>
  audit(move.trx, { adminId: move.actor.userId ?? move.row.owner_id, siteAreaId: move.row.site_area_id, targetType: 'jobApplication', ...auditDetail(jobApplicationFlow, move) });

/** Moves application `id` for `actor`; a repeat of its status is a no-op (no notice, no audit row). */
export function moveApplication(trx: Transaction<DB>, id: number, actor: Actor, to: Decision, lang: Lang) {
  return transition(trx, jobApplicationFlow, { table: 'job_application', stamp: 'updated_at', view }, id, actor, to, { refuse: refuser(lang), audit: auditMove, notify });
}
