import type { RealNameReview } from '@haiwai/contracts/verification';
import type { Kysely, Transaction } from 'kysely';
import { VERIFICATION } from '@haiwai/contracts/verification';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import type { ReviewDecision } from '../../core/review-queues.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { mayActOn } from '../notices/index.js';

export type Db = Kysely<DB> | Transaction<DB>;

export const epoch = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
export const epochOrNull = (d: Date | string | null) => (d === null ? null : epoch(d));

/** The sender of a request as the area's admins see them (their phone, to call back). */
export async function personOf(db: Db, userId: number): Promise<RealNameReview['user']> {
  const u = await db
    .selectFrom('app_user')
    .select(['id', 'nickname', 'avatar', 'area_code', 'mobile', 'site_area_id', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) throw notFound('verification.not_found');
  return { id: u.id, nickname: u.nickname, avatar: u.avatar, area_code: u.area_code, mobile: u.mobile, site_area_id: u.site_area_id, joined_at: epoch(u.created_at) };
}

export async function reviewerOf(db: Db, id: number | null): Promise<{ id: number; nickname: string } | null> {
  if (id === null) return null;
  const u = await db.selectFrom('app_user').select(['id', 'nickname']).where('id', '=', id).executeTakeFirst();
  return u ?? null;
}

/** 403 unless `admin` acts for `siteAreaId` (their own areas; super admins everywhere). */
export function requireArea(admin: AuthUser, siteAreaId: number | null) {
  if (!mayActOn(admin, siteAreaId)) throw forbidden('verification.other_area');
}

/** The decision's columns: a reject needs its reason (shown to the member). */
export function decisionColumns(admin: AuthUser, decision: ReviewDecision) {
  if (decision.action === 'approve') return { status: 'passed' as const, reason: null, reviewer_id: admin.id, reviewed_at: new Date() };
  const reason = decision.reason?.trim().slice(0, VERIFICATION.reasonMax);
  if (!reason) throw badRequest('verification.reason_required');
  return { status: 'failed' as const, reason, reviewer_id: admin.id, reviewed_at: new Date() };
}
