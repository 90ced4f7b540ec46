import { z } from 'zod';
import { idParam, idSchema } from '../entities.js';
import { listingCard, listingDetail } from '../listings/schemas.js';
import { route } from '../route.js';

/**
 * Companies, the yellow pages and sellers' profiles beyond what the listing engine gives every kind
 * (spec "Companies and enterprises", "Second-hand"): following a company, a company's page (its jobs and
 * other listings), the owner's views of their company and directory entry, a second-hand seller's profile.
 * Spread into the one API table in `api.ts`.
 */

export const companyFollowResult = z.object({ followed: z.boolean(), follower_count: z.number().int() });

const liveTotal = z.object({ live: z.number().int(), total: z.number().int() });

export const companyPage = z.object({
  company: listingDetail,
  /** Live jobs posted under the company, newest first (at most COMPANY_PAGE.jobs). */
  jobs: z.array(listingCard),
  jobs_total: z.number().int(),
  /** The owner's other live listings (any kind but companies and jobs), newest first. */
  listings: z.array(listingCard),
  listings_total: z.number().int(),
  follower_count: z.number().int(),
  is_following: z.boolean(),
  /** Business verified: an admin of the area approved the company's licence (modules/verification). */
  verified: z.boolean(),
});
export type CompanyPage = z.infer<typeof companyPage>;

/** The owner's view: the listing with its review state, and what hangs off it. */
export const companyOwnerInfo = z.object({
  company: listingDetail,
  jobs: liveTotal,
  listings: liveTotal,
  follower_count: z.number().int(),
});
export const ypOwnerInfo = z.object({ entry: listingDetail, view_count: z.number().int(), collect_count: z.number().int() });

export const sellerProfile = z.object({
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable(), bio: z.string(), joined_at: z.number().int() }),
  on_sale: z.number().int(),
  sold: z.number().int(),
});

export const companiesApi = {
  companyFollow: route({
    method: 'POST',
    path: '/company/follow',
    access: 'user',
    tag: 'company',
    summary: 'Follow or unfollow a company (toggles unless `follow` is given); the reply has the follower count',
    body: z.object({ company_id: idSchema, follow: z.boolean().optional() }),
    data: companyFollowResult,
  }),
  companyPage: route({
    method: 'GET',
    path: '/company/page/:id',
    access: 'optional',
    tag: 'company',
    summary: 'A company’s page in one call: the company, its live jobs, the owner’s other live listings, the follower count and whether I follow it',
    params: idParam,
    data: companyPage,
  }),
  userCompanyInfo: route({
    method: 'GET',
    path: '/user/companyInfo/:id',
    access: 'user',
    tag: 'company',
    summary: 'My company as its owner sees it: review status and reason, counts of its jobs and listings, followers',
    params: idParam,
    data: companyOwnerInfo,
  }),
  ypInfoUser: route({
    method: 'GET',
    path: '/yp/info_user/:id',
    access: 'user',
    tag: 'yp',
    summary: 'My yellow-pages entry as its owner sees it (any status, with the review reason)',
    params: idParam,
    data: ypOwnerInfo,
  }),
  // The spec writes `yp/info` and `yp/info_user` without `/{id}`: the same calls with the id as a query parameter.
  ypInfoByQuery: route({
    method: 'GET',
    path: '/yp/info',
    access: 'optional',
    tag: 'yp',
    summary: 'A yellow-pages entry, the id as a query parameter (the spec’s spelling; same reply as `/yp/info/{id}`)',
    query: idParam,
    data: listingDetail,
  }),
  ypInfoUserByQuery: route({
    method: 'GET',
    path: '/yp/info_user',
    access: 'user',
    tag: 'yp',
    summary: 'My yellow-pages entry as its owner sees it, the id as a query parameter (same reply as `/yp/info_user/{id}`)',
    query: idParam,
    data: ypOwnerInfo,
  }),
  shGoodsFindUser: route({
    method: 'GET',
    path: '/shGoods/findUser',
    access: 'optional',
    tag: 'shGoods',
    summary: 'A second-hand seller’s public profile with counts of live and sold goods',
    query: z.object({ user_id: idSchema }),
    data: sellerProfile,
  }),
};
