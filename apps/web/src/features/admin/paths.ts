import { isListingKind, type ListingKind } from '../listings';

export const MANAGE_HOME = '/pagesA/manage/index';
const JOB_KINDS: readonly ListingKind[] = ['job', 'jobHunt', 'talent'];

/** Spec screens: manage/job/* reviews jobs and resumes, manage/guide-translate/* guides, manage/shop/* companies; other kinds share the shop detail. */
export function reviewDetailPath(kind: ListingKind, id: number): string {
  const base = JOB_KINDS.includes(kind) ? '/pagesA/manage/job/detail' : kind === 'guide' ? '/pagesA/manage/guide-translate/guide-detail' : '/pagesA/manage/shop/detail';
  return `${base}?kind=${kind}&id=${id}`;
}
/** The admin's correction screen of a listing (jobs, resumes and talent at manage/job/edit; companies and yellow pages at manage/shop/edit), or null for kinds corrected elsewhere. */
export function correctPath(kind: ListingKind, id: number): string | null {
  const base = JOB_KINDS.includes(kind) ? '/pagesA/manage/job/edit' : kind === 'company' || kind === 'yp' ? '/pagesA/manage/shop/edit' : null;
  return base && `${base}?kind=${kind}&id=${id}`;
}
export const JOB_ADD_PATH = '/pagesA/manage/job/add';
export const JOB_REVIEW_KINDS: readonly ListingKind[] = ['jobHunt', 'job', 'talent'];
export const SHOP_REVIEW_KINDS: readonly ListingKind[] = ['company', 'yp'];

const TARGET_ALIASES: Record<string, ListingKind> = { 'second-hand': 'shGoods', resume: 'jobHunt' };

/** Reports name their target as the kind (`shGoods`), its kebab form (`sh-goods`) or an old alias (`second-hand`). */
export function kindOfTarget(type: string): ListingKind | null {
  if (isListingKind(type)) return type;
  const camel = type.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  if (isListingKind(camel)) return camel;
  return TARGET_ALIASES[type] ?? null;
}
