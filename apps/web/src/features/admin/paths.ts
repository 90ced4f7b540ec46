import type { ListingKind } from '../listings/registry';

export const MANAGE_HOME = '/pagesA/manage/index';
const JOB_KINDS: readonly ListingKind[] = ['job', 'jobHunt', 'talent'];

/** Spec screens: manage/job/* reviews jobs and resumes, manage/shop/* companies; other kinds share the shop detail. */
export function reviewDetailPath(kind: ListingKind, id: number): string {
  const base = JOB_KINDS.includes(kind) ? '/pagesA/manage/job/detail' : '/pagesA/manage/shop/detail';
  return `${base}?kind=${kind}&id=${id}`;
}
export const JOB_REVIEW_KINDS: readonly ListingKind[] = ['jobHunt', 'job', 'talent'];
export const SHOP_REVIEW_KINDS: readonly ListingKind[] = ['company', 'yp'];
