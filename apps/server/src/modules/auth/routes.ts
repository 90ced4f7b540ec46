import { DEFAULT_AREA_CODE } from '@haiwai/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError, badRequest, conflict } from '../../core/errors.js';
import { route } from '../../core/routes.js';
import type { Deps } from '../../core/deps.js';
import type { ModuleContext } from '../../core/module.js';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';
import { AccountService } from './account-service.js';
import { withPhotoLinks } from './id-photos.js';
import { phoneInput } from './identity.js';
import type { ProfileExtensions } from './profile-extensions.js';
import { rotateSession } from './sessions.js';
import { SmsService } from './sms.js';
import { countedSends, createSmsProvider } from './sms-providers.js';
import { maskIdNumber, presentPublic } from './users.js';
import { wsTokenFor } from './tokens.js';

async function exchangeWechatCode(appId: string, secret: string, code: string): Promise<string> {
  const url = new URL('https://api.weixin.qq.com/sns/jscode2session');
  url.search = new URLSearchParams({ appid: appId, secret, js_code: code, grant_type: 'authorization_code' }).toString();
  try {
    const res = (await (await fetch(url, { signal: AbortSignal.timeout(5000) })).json()) as { openid?: string };
    if (res.openid) return res.openid;
  } catch {
    // fall through: the network or WeChat failed; the user can log in by phone instead
  }
  throw badRequest('auth.wechat_failed');
}

const meta = (req: FastifyRequest) => ({ terminal: req.ctx.terminal, device: req.ctx.device, ip: req.ip });

export function authRoutes(app: FastifyInstance, deps: ModuleContext) {
  const { db } = deps.database;
  const sms = new SmsService(db, countedSends(createSmsProvider(deps), deps.metrics), deps.config.TOKEN_SECRET);
  const accounts = new AccountService(deps, sms, deps.push);
  signInRoutes(app, deps, accounts, sms);
  sessionRoutes(app, db, accounts);
  profileRoutes(app, deps, accounts);
  verifyRoutes(app, db, deps.use('privateMedia'));
  publicRoutes(app, db, accounts, deps.use('profileExtensions'));
  return { accounts, sms };
}

/** Registration attempts per IP and hour: right or wrong code, registered number or new (no enumeration at speed). */
const REGISTER_PER_IP = { window: 3600, max: 20, message: 'auth.register_limit' } as const;

/**
 * Logging in (password, SMS code, WeChat), the SMS code itself, and registering. Phone numbers are normalised
 * (`phoneInput`, E.164 by core/phone.ts) before anything looks at them.
 */
function signInRoutes(app: FastifyInstance, deps: Deps, accounts: AccountService, sms: SmsService) {
  const login = async ({ body, req, ctx }: { body: { account?: string; area_code?: string; mobile?: string; password?: string; code?: string }; req: FastifyRequest; ctx: FastifyRequest['ctx'] }) => {
    if (body.code) {
      const phone = phoneInput(body.area_code ?? DEFAULT_AREA_CODE, body.mobile!);
      return accounts.loginWithCode({ phone, code: body.code, lang: ctx.lang, siteAreaId: ctx.siteAreaId }, meta(req));
    }
    return accounts.loginWithPassword({ account: body.account ?? body.mobile!, areaCode: body.area_code, password: body.password! }, meta(req));
  };
  route(app, 'login', login);
  route(app, 'accountLogin', login);

  route(app, 'loginOpenid', async ({ body, req, ctx }) => {
    // WeChat's code exchange needs an app id and secret issued to this site; without them say so plainly.
    const { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: secret } = deps.config;
    if (!appId || !secret) throw badRequest('auth.wechat_not_configured');
    const openid = await exchangeWechatCode(appId, secret, body.code);
    return accounts.loginWithOpenid(openid, ctx.lang, meta(req));
  });

  route(app, 'smsCode', async ({ body, req, ctx }) => {
    const phone = phoneInput(body.area_code, body.mobile);
    return sms.send({ areaCode: phone.areaCode, mobile: phone.mobile, purpose: body.purpose, ip: req.ip, lang: ctx.lang });
  });

  route(
    app,
    'accountRegister',
    async ({ body, req, ctx }) =>
      accounts.register({ phone: phoneInput(body.area_code, body.mobile), code: body.code, password: body.password, nickname: body.nickname, lang: ctx.lang, siteAreaId: ctx.siteAreaId }, meta(req)),
    { rateLimit: { key: ({ req }) => `register:ip:${req.ip}`, ...REGISTER_PER_IP } },
  );
}

/** A session's life after login: refresh, log out, and closing the account altogether. */
function sessionRoutes(app: FastifyInstance, db: Kysely<DB>, accounts: AccountService) {
  route(app, 'refreshToken', async ({ body }) => {
    const rotated = await rotateSession(db, body.refresh_token);
    if (!rotated) throw new AppError(401, 'auth.refresh_invalid');
    const user = await accounts.loadActive(rotated.userId);
    return { ...rotated.tokens, user: await accounts.self(user, rotated.sessionId) };
  });

  route(app, 'logout', async ({ user }) => {
    await accounts.logout(user.id, user.sessionId);
    return { ok: true as const };
  });

  route(app, 'logoutUser', async ({ user, body }) => {
    await accounts.close(await accounts.loadActive(user.id), body);
    return { ok: true as const };
  });
}

/** The signed-in person's own account: profile, password, mobile, chat socket token. */
function profileRoutes(app: FastifyInstance, deps: ModuleContext, accounts: AccountService) {
  const self = async ({ user }: { user: { id: number; sessionId: number } }) => accounts.self(await accounts.loadActive(user.id), user.sessionId);
  route(app, 'getUser', self);
  route(app, 'userInfo', self);

  // What others read of me (nickname, bio) passes the sensitive words of the area I browse and of every area.
  const words = deps.use('sensitiveWords');
  const update = async ({ ctx, user, body }: { ctx: FastifyRequest['ctx']; user: { id: number; sessionId: number }; body: Parameters<AccountService['updateProfile']>[2] }) => {
    await words.assertClean(ctx.siteAreaId, { 'body.nickname': body.nickname, 'body.bio': body.bio });
    return accounts.updateProfile(user.id, user.sessionId, body);
  };
  route(app, 'putUser', update);
  route(app, 'updateUser', update);

  route(app, 'putUserPassword', async ({ user, body }) => {
    await accounts.changePassword(await accounts.loadActive(user.id), user.sessionId, body);
    return { ok: true as const };
  });

  route(app, 'putUserMobile', async ({ user, body }) =>
    accounts.changeMobile(await accounts.loadActive(user.id), user.sessionId, { phone: phoneInput(body.area_code, body.mobile), code: body.code }),
  );

  route(app, 'rotateWsToken', async ({ user }) => {
    const row = await deps.database.db.updateTable('app_user').set((eb) => ({ ws_token_version: eb('ws_token_version', '+', 1) })).where('id', '=', user.id).returning(['id', 'ws_token_version']).executeTakeFirstOrThrow();
    return { ws_token: wsTokenFor(deps.config.TOKEN_SECRET, { userId: row.id, sessionId: user.sessionId, version: row.ws_token_version }) };
  });
}

const presentVerify = (v: { id: number; status: 'pending' | 'passed' | 'failed'; real_name: string; id_type: 'id_card' | 'passport' | 'other'; id_number: string; photos: string[]; reason: string | null; created_at: Date; reviewed_at: Date | null }) => ({
  id: v.id,
  status: v.status,
  real_name: v.real_name,
  id_type: v.id_type,
  id_number_masked: maskIdNumber(v.id_number),
  photos: v.photos,
  reason: v.reason,
  created_at: Math.floor(new Date(v.created_at).getTime() / 1000),
  reviewed_at: v.reviewed_at ? Math.floor(new Date(v.reviewed_at).getTime() / 1000) : null,
});

/** Identity verification: the latest request, and a new one (one pending at a time, none after a pass). */
function verifyRoutes(app: FastifyInstance, db: Kysely<DB>, media: PrivateMedia) {
  route(app, 'userVerifyGet', async ({ user }) => {
    const v = await db.selectFrom('user_verify').selectAll().where('user_id', '=', user.id).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return v ? withPhotoLinks(media, user, presentVerify(v)) : null;
  });

  route(app, 'userVerifyPost', async ({ user, body }) => {
    const last = await db.selectFrom('user_verify').select('status').where('user_id', '=', user.id).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (last?.status === 'pending') throw conflict('verify.already_pending');
    if (last?.status === 'passed') throw conflict('verify.already_passed');
    // A private photo must be an ID photo the submitter may read, their own (docs/media.md): naming one gives no access.
    await media.requireAttachable(user, body.photos, 'real_name');
    const row = await db
      .insertInto('user_verify')
      .values({ user_id: user.id, real_name: body.real_name, id_type: body.id_type, id_number: body.id_number.toUpperCase(), photos: JSON.stringify(body.photos), reason: null, reviewer_id: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return withPhotoLinks(media, user, presentVerify(row));
  });
}

/** What anyone may read: another person's public profile, the phone area codes. */
function publicRoutes(app: FastifyInstance, db: Kysely<DB>, accounts: AccountService, extensions: ProfileExtensions) {
  // Other modules add the social counters and my relation to the person (profile-extensions.ts).
  route(app, 'getOtherPeopleUser', async ({ params, user }) => {
    const person = await accounts.publicProfile(params.id);
    return presentPublic(db, person, await extensions.extend(person.id, user?.id ?? null));
  });

  route(app, 'areaCode', async ({ ctx }) => {
    const rows = await db.selectFrom('area_code').selectAll().orderBy('sort').orderBy('code').execute();
    return rows.map((r) => ({ code: r.code, country_code: r.country_code, name: r.names[ctx.lang] ?? r.names.zh, flag: r.flag }));
  });
}
