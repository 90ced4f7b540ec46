import type { PublicUser, UserSelf } from '@haiwai/contracts';
import { normalizeLang } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { NO_EXTRA, type ProfileExtra } from './profile-extensions.js';
import { wsTokenFor } from './tokens.js';

const epoch = (d: Date) => Math.floor(new Date(d).getTime() / 1000);

/**
 * The caller's own profile: the user row plus their admin areas and latest verification, in one round. The
 * chat token in it belongs to the caller's session (`sessionId`): it stops working when that session ends.
 */
export async function presentSelf(db: Kysely<DB>, secret: string, user: UserRow, sessionId: number): Promise<UserSelf> {
  const [areas, verify] = await Promise.all([
    db.selectFrom('admin_site_area').select('site_area_id').where('user_id', '=', user.id).orderBy('site_area_id').execute(),
    db.selectFrom('user_verify').select('status').where('user_id', '=', user.id).orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    cover: user.cover,
    area_code: user.area_code,
    mobile: user.mobile,
    email: user.email,
    gender: user.gender,
    birthday: user.birthday,
    bio: user.bio,
    role: user.role,
    admin_site_area_ids: areas.map((a) => a.site_area_id),
    site_area_id: user.site_area_id,
    lang: normalizeLang(user.lang),
    real_name_status: verify?.status ?? 'none',
    has_password: Boolean(user.password_hash),
    ws_token: wsTokenFor(secret, { userId: user.id, sessionId, version: user.ws_token_version }),
    ws_user_id: String(user.id),
    created_at: epoch(user.created_at),
  };
}

/** A person's public profile; `extra` is what other modules add (profile-extensions.ts). */
export async function presentPublic(db: Kysely<DB>, user: UserRow, extra: Required<ProfileExtra> = NO_EXTRA): Promise<PublicUser> {
  const verify = await db.selectFrom('user_verify').select('id').where('user_id', '=', user.id).where('status', '=', 'passed').limit(1).executeTakeFirst();
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    cover: user.cover,
    gender: user.gender,
    bio: user.bio,
    verified: Boolean(verify),
    created_at: epoch(user.created_at),
    ...extra,
  };
}

/**
 * An ID number as every reply but the console's review shows it (docs/verification.md): at most the first three and
 * the last two characters, and at least four stars (`E12345689` -> `E12****89`).
 */
export function maskIdNumber(id: string) {
  const head = id.length >= 9 ? 3 : 1;
  const tail = id.length >= 6 ? 2 : 0;
  return `${id.slice(0, head)}${'*'.repeat(Math.max(4, id.length - head - tail))}${tail ? id.slice(-tail) : ''}`;
}

/** A readable default nickname for people who register by phone: 用户 + last four digits. */
export const defaultNickname = (mobile: string) => `用户${mobile.slice(-4)}`;
