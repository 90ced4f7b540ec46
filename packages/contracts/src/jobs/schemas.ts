import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { areaCodeSchema, idParam, idSchema, INT4_MAX, mobileSchema } from '../entities.js';
import { listingCard, listingCategory, listingDetail, listingPage, listingStatusSchema } from '../listings/schemas.js';
import { companyFollowResult } from '../companies/schemas.js';
import { route } from '../route.js';
import { JOB_APPLICATION, JOB_APPLICATION_DECISIONS, JOB_APPLICATION_STATUSES } from './constants.js';

/**
 * Jobs and resumes beyond what the listing engine gives the `job` and `jobHunt` kinds (spec "Jobs"):
 * applying to a position with one's resume (`job/send`), both sides' application lists and the company's
 * decisions (`jobHuntSend/*`), unlocking a resume's contact (`jobHunt/unlock/{id}`, a monthly quota until
 * payments exist), following companies (`follow`, the same follows as `company/follow`), the option lists
 * of the job forms (`education`, `experience`) and the extra job lists (`jobPost/all|my|company`).
 * Spread into the one API table in `api.ts`; statuses and limits are in `constants.ts`.
 */

export const jobApplicationStatusSchema = z.enum(JOB_APPLICATION_STATUSES);

const applicationPage = <T extends z.ZodTypeAny>(item: T) => page(item, { total: 'counted' });

export const jobApplication = z.object({
  id: z.number().int(),
  status: jobApplicationStatusSchema,
  message: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    price: z.number().nullable(),
    price_unit: z.string().nullable(),
    currency: z.string(),
    salary_max: z.number().nullable(),
    status: listingStatusSchema,
    /** Not live any more (offline, expired, filled or deleted): the application stays, the job may not open. */
    closed: z.boolean(),
  }),
  company: z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable() }).nullable(),
  /** The resume sent. Its name is shown to both sides: the applicant's own, unlocked for the company. */
  resume: z.object({
    id: z.number().int(),
    title: z.string(),
    real_name: z.string().nullable(),
    gender: z.string().nullable(),
    age: z.number().nullable(),
    education: z.string().nullable(),
    experience: z.string().nullable(),
    cover: z.string().nullable(),
  }),
  applicant: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() }),
  /** The company's possible next steps (all false for the applicant). */
  can: z.object({ viewed: z.boolean(), interview: z.boolean(), rejected: z.boolean(), hired: z.boolean() }),
});
export type JobApplication = z.infer<typeof jobApplication>;
export const jobApplicationPage = applicationPage(jobApplication);

/** The member an admin adds a job for (`jobAdminOwner`), and the company it would be posted under. */
export const jobOwner = z.object({
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() }),
  company: z.object({ id: z.number().int(), title: z.string(), site_area_id: z.number().int() }).nullable(),
});
export type JobOwner = z.infer<typeof jobOwner>;

export const unlockQuota = z.object({
  /** Unlocks allowed per calendar month (UTC) by the setting `job_hunt_unlock_quota`. */
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** When the quota starts again (seconds). */
  resets_at: z.number().int(),
  /** Paid unlocks left (views bought on number-buy), spent once this month's quota is used up. */
  balance: z.number().int(),
});
export type UnlockQuota = z.infer<typeof unlockQuota>;

const pageQuery = {
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
};
const optionItem = z.object({ value: z.string(), label: z.string() });

export const followedCompany = z.object({
  company: listingCard,
  follower_count: z.number().int(),
  /** Live jobs of the company. */
  job_count: z.number().int(),
  followed_at: z.number().int(),
});

export const jobsApi = {
  jobSend: route({
    method: 'POST',
    path: '/job/send',
    access: 'user',
    errors: [409, 429],
    tag: 'job',
    summary: 'Apply to a live position with my live resume (the one given, or my newest), with an optional message; once per position. The company owner is notified and sees the resume unlocked.',
    body: z.object({
      job_id: idSchema,
      job_hunt_id: idSchema.optional(),
      message: z.string().trim().max(JOB_APPLICATION.messageMax).optional(),
    }),
    data: jobApplication,
  }),
  jobHuntSendListCompany: route({
    method: 'GET',
    path: '/jobHuntSend/list_company',
    access: 'user',
    tag: 'job',
    summary: 'Applications to the positions I published (my company’s), newest first; filter by position and status',
    query: z.object({ job_id: idSchema.optional(), status: jobApplicationStatusSchema.optional(), ...pageQuery }),
    data: jobApplicationPage,
  }),
  jobHuntSendListUser: route({
    method: 'GET',
    path: '/jobHuntSend/list_user',
    access: 'user',
    tag: 'job',
    summary: 'My applications with position, company and status, newest first (`job_id`: my application to one position, if any)',
    query: z.object({ job_id: idSchema.optional(), status: jobApplicationStatusSchema.optional(), ...pageQuery }),
    data: jobApplicationPage,
  }),
  jobHuntSendListJob: route({
    method: 'GET',
    path: '/jobHuntSend/list_job',
    access: 'user',
    tag: 'job',
    summary: 'Applications to one of my positions (its publisher only)',
    query: z.object({ job_id: idSchema, status: jobApplicationStatusSchema.optional(), ...pageQuery }),
    data: jobApplicationPage,
  }),
  jobHuntSendCompany: route({
    method: 'POST',
    path: '/jobHuntSend/company/:id',
    access: 'user',
    tag: 'job',
    summary: 'The company moves an application on: viewed, interview, rejected or hired (rejected and hired are final); the applicant is notified',
    params: idParam,
    body: z.object({ status: z.enum(JOB_APPLICATION_DECISIONS) }),
    data: jobApplication,
  }),
  jobHuntUnlock: route({
    method: 'POST',
    path: '/jobHunt/unlock/:id',
    access: 'user',
    tag: 'jobHunt',
    summary: 'Unlock a resume’s name, phone, email and WeChat for me: uses one of this month’s quota, then one paid view of my balance (403 with the quota in `data` when neither is left); unlocking again is free',
    params: idParam,
    data: z.object({ source: z.enum(['quota', 'application', 'balance']), charged: z.boolean(), quota: unlockQuota, resume: listingDetail }),
  }),
  jobHuntUnlockState: route({
    method: 'GET',
    path: '/jobHunt/unlock/state',
    access: 'user',
    tag: 'jobHunt',
    summary: 'My unlock quota this month, and which of the given resumes (`ids`, comma separated, at most 50) I have unlocked',
    query: z.object({
      ids: z
        .string()
        .max(600)
        .regex(/^(\d{1,10}(,\d{1,10}){0,49})?$/, 'ids')
        // Each an id of an `integer` column, like every other id (entities.ts idSchema).
        .refine((v) => v.split(',').every((n) => n === '' || (Number(n) >= 1 && Number(n) <= INT4_MAX)), 'ids')
        .optional(),
    }),
    data: z.object({ quota: unlockQuota, unlocked: z.array(z.number().int()) }),
  }),
  follow: route({
    method: 'POST',
    path: '/follow',
    access: 'user',
    tag: 'job',
    summary: 'Follow or unfollow a company (same follows as `company/follow`; toggles unless `follow` is given)',
    body: z.object({ company_id: idSchema, follow: z.boolean().optional() }),
    data: companyFollowResult,
  }),
  followList: route({
    method: 'GET',
    path: '/follow/list',
    access: 'user',
    tag: 'job',
    summary: 'Companies I follow, newest follow first, with followers and live jobs',
    data: z.object({ list: z.array(followedCompany) }),
  }),
  education: route({ method: 'GET', path: '/education', access: 'public', tag: 'job', summary: 'Education levels of the job and resume forms, in the request language', data: z.array(optionItem) }),
  experience: route({ method: 'GET', path: '/experience', access: 'public', tag: 'job', summary: 'Experience levels of the job and resume forms, in the request language', data: z.array(optionItem) }),
  jobPostAll: route({
    method: 'GET',
    path: '/jobPost/all',
    access: 'public',
    tag: 'job',
    summary: 'Every job category with its live positions in the area (`count`) and in all areas (`count_all`)',
    query: z.object({ site_area_id: idSchema.optional() }),
    data: z.array(listingCategory.extend({ count_all: z.number().int() })),
  }),
  jobPostMy: route({
    method: 'GET',
    path: '/jobPost/my',
    access: 'user',
    tag: 'job',
    summary: 'Positions I published, every status (the job kind’s list_user for me)',
    query: z.object({ status: listingStatusSchema.optional(), ...pageQuery }),
    data: listingPage,
  }),
  jobPostCompany: route({
    method: 'GET',
    path: '/jobPost/company',
    access: 'optional',
    tag: 'job',
    summary: 'Live positions of one company, newest first',
    query: z.object({ company_id: idSchema, ...pageQuery }),
    data: listingPage,
  }),
  jobAdminOwner: route({
    method: 'GET',
    path: '/admin/vn/job/owner',
    access: 'admin',
    permission: 'manage',
    tag: 'job',
    summary: 'An area admin finds the member a job is added for, by phone (any spelling of the number): the member and the approved company the job would be posted under (null: none yet)',
    query: z.object({ area_code: areaCodeSchema, mobile: mobileSchema, site_area_id: idSchema.optional() }),
    data: jobOwner,
  }),
};
