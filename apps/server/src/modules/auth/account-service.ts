import { AUTH, DEFAULT_AREA_CODE, type Lang, type LoginResult } from '@haiwai/contracts';
import { sql } from 'kysely';
import { AppError, badRequest, conflict, fieldError, notFound, tooMany, unauthorized } from '../../core/errors.js';
import type { Deps } from '../../core/deps.js';
import { spend } from '../../core/rate-limit.js';
import type { UserRow } from '../../db/schema.js';
import { burnPasswordTime, hashPassword, verifyPassword } from './passwords.js';
import { createSession, type SessionMeta } from './sessions.js';
import { SmsService } from './sms.js';
import { defaultNickname, presentSelf } from './users.js';

/** Account operations shared by both API families (legacy `login`… and `/auth/account/*`). */
export class AccountService {
  constructor(private readonly deps: Deps, readonly sms: SmsService) {}

  get db() {
    return this.deps.database.db;
  }

  async loadActive(id: number): Promise<UserRow> {
    const user = await this.db.selectFrom('app_user').selectAll().where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
    if (!user) throw unauthorized('error.token_expired');
    return user;
  }

  async self(user: UserRow) {
    return presentSelf(this.db, this.deps.config.TOKEN_SECRET, user);
  }

  async issue(user: UserRow, meta: SessionMeta): Promise<LoginResult> {
    const tokens = await createSession(this.db, user.id, meta);
    return { ...tokens, user: await this.self(user) };
  }

  /**
   * Usernames start with a letter, so digits are a mobile number. Without an area code the number may belong
   * to people in several countries (the password form has no area picker): all of them are candidates and the
   * password decides.
   */
  async #candidates(account: string, areaCode?: string): Promise<UserRow[]> {
    let q = this.db.selectFrom('app_user').selectAll().where('status', '=', 'active');
    if (!/^\d+$/.test(account)) return q.where(sql`lower(username)`, '=', account.toLowerCase()).execute();
    q = q.where('mobile', '=', account);
    if (areaCode) q = q.where('area_code', '=', areaCode);
    return q.orderBy(sql`area_code = ${DEFAULT_AREA_CODE}`, 'desc').orderBy('id').limit(5).execute();
  }

  /** Password login, with per-account and per-IP budgets against guessing. */
  async loginWithPassword(input: { account: string; areaCode?: string; password: string }, meta: SessionMeta) {
    const { limiter } = this.deps;
    const acctKey = `login:acct:${input.areaCode ?? ''}:${input.account.toLowerCase()}`;
    await spend(limiter, `login:ip:${meta.ip}`, { window: AUTH.loginFailureWindowSeconds, max: AUTH.maxLoginAttemptsPerIp, message: 'error.rate_limited' });
    const failures = await limiter.peek(acctKey);
    if (failures.count >= AUTH.maxLoginFailuresPerAccount) throw tooMany('auth.account_locked', failures.resetIn);

    const candidates = await this.#candidates(input.account, input.areaCode);
    if (!candidates.length) {
      await burnPasswordTime(input.password);
      await limiter.hit(acctKey, AUTH.loginFailureWindowSeconds);
      throw new AppError(400, 'auth.bad_credentials');
    }
    const withPassword = candidates.filter((c) => c.password_hash);
    if (!withPassword.length) throw badRequest('auth.no_password');
    let user: UserRow | undefined;
    for (const c of withPassword) if (!user && (await verifyPassword(c.password_hash, input.password))) user = c;
    if (!user) {
      const f = await limiter.hit(acctKey, AUTH.loginFailureWindowSeconds);
      if (f.count >= AUTH.maxLoginFailuresPerAccount) throw tooMany('auth.account_locked', f.resetIn);
      throw new AppError(400, 'auth.bad_credentials');
    }
    await limiter.reset(acctKey);
    return this.issue(user, meta);
  }

  /** SMS login; a number seen for the first time gets an account (the usual "verify to log in or sign up"). */
  async loginWithCode(input: { areaCode: string; mobile: string; code: string; lang: Lang; siteAreaId: number }, meta: SessionMeta) {
    await this.sms.consume({ areaCode: input.areaCode, mobile: input.mobile, purpose: 'login', code: input.code });
    let user = await this.db.selectFrom('app_user').selectAll().where('area_code', '=', input.areaCode).where('mobile', '=', input.mobile).where('status', '=', 'active').executeTakeFirst();
    user ??= await this.#create({ areaCode: input.areaCode, mobile: input.mobile, lang: input.lang, siteAreaId: input.siteAreaId });
    return this.issue(user, meta);
  }

  async loginWithOpenid(openid: string, lang: Lang, meta: SessionMeta) {
    let user = await this.db.selectFrom('app_user').selectAll().where('openid', '=', openid).where('status', '=', 'active').executeTakeFirst();
    user ??= await this.db
      .insertInto('app_user')
      .values({ openid, nickname: 'WeChat', lang, area_code: null, mobile: null, username: null, email: null, avatar: null, birthday: null, password_hash: null, site_area_id: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.issue(user, meta);
  }

  async register(input: { areaCode: string; mobile: string; code: string; password: string; nickname?: string; lang: Lang; siteAreaId: number }, meta: SessionMeta) {
    const taken = await this.db.selectFrom('app_user').select('id').where('area_code', '=', input.areaCode).where('mobile', '=', input.mobile).where('status', '=', 'active').executeTakeFirst();
    if (taken) throw conflict('auth.mobile_taken');
    await this.sms.consume({ areaCode: input.areaCode, mobile: input.mobile, purpose: 'register', code: input.code });
    const user = await this.#create({ ...input, passwordHash: await hashPassword(input.password) });
    return this.issue(user, meta);
  }

  async #create(input: { areaCode: string; mobile: string; nickname?: string; passwordHash?: string; lang: Lang; siteAreaId: number }) {
    const site = input.siteAreaId ? await this.db.selectFrom('site_area').select('id').where('id', '=', input.siteAreaId).executeTakeFirst() : undefined;
    try {
      return await this.db
        .insertInto('app_user')
        .values({
          area_code: input.areaCode,
          mobile: input.mobile,
          nickname: input.nickname ?? defaultNickname(input.mobile),
          password_hash: input.passwordHash ?? null,
          lang: input.lang,
          site_area_id: site?.id ?? null,
          username: null,
          email: null,
          avatar: null,
          birthday: null,
          openid: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      // Two sign-ups racing for one number: the unique index decides, the loser gets a clear 409.
      if ((err as { code?: string }).code === '23505') throw conflict('auth.mobile_taken');
      throw err;
    }
  }

  async updateProfile(userId: number, patch: Partial<Pick<UserRow, 'nickname' | 'avatar' | 'gender' | 'birthday' | 'bio' | 'email' | 'username' | 'site_area_id' | 'lang'>>) {
    if (patch.site_area_id !== undefined) {
      const site = await this.db.selectFrom('site_area').select('id').where('id', '=', patch.site_area_id).executeTakeFirst();
      if (!site) throw fieldError('body.site_area_id', 'site.not_found');
    }
    if (patch.username) {
      const other = await this.db.selectFrom('app_user').select('id').where(sql`lower(username)`, '=', patch.username.toLowerCase()).where('id', '!=', userId).executeTakeFirst();
      if (other) throw fieldError('body.username', 'auth.username_taken');
    }
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const user = await this.db.updateTable('app_user').set({ ...defined, updated_at: new Date() }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
    return this.self(user);
  }

  async changePassword(user: UserRow, sessionId: number, input: { old_password?: string; code?: string; new_password: string }) {
    if (input.code) {
      if (!user.mobile || !user.area_code) throw fieldError('body.code', 'sms.code_invalid');
      await this.sms.consume({ areaCode: user.area_code, mobile: user.mobile, purpose: 'reset', code: input.code });
    } else if (!(await verifyPassword(user.password_hash, input.old_password ?? ''))) {
      throw fieldError('body.old_password', 'auth.old_password_wrong');
    }
    await this.db.updateTable('app_user').set({ password_hash: await hashPassword(input.new_password), updated_at: new Date() }).where('id', '=', user.id).execute();
    // Everyone else who knew the old password is logged out; this device stays in.
    await this.db.updateTable('session').set({ revoked_at: new Date() }).where('user_id', '=', user.id).where('id', '!=', sessionId).where('revoked_at', 'is', null).execute();
  }

  async changeMobile(user: UserRow, input: { area_code: string; mobile: string; code: string }) {
    if (user.area_code === input.area_code && user.mobile === input.mobile) throw fieldError('body.mobile', 'auth.same_mobile');
    const taken = await this.db.selectFrom('app_user').select('id').where('area_code', '=', input.area_code).where('mobile', '=', input.mobile).where('status', '=', 'active').executeTakeFirst();
    if (taken) throw fieldError('body.mobile', 'auth.mobile_taken');
    await this.sms.consume({ areaCode: input.area_code, mobile: input.mobile, purpose: 'bind', code: input.code });
    const updated = await this.db.updateTable('app_user').set({ area_code: input.area_code, mobile: input.mobile, updated_at: new Date() }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    return this.self(updated);
  }

  /** Closing an account: confirmed by password or code, sessions revoked, number freed for a new sign-up. */
  async close(user: UserRow, input: { password?: string; code?: string }) {
    if (input.code) {
      if (!user.mobile || !user.area_code) throw fieldError('body.code', 'sms.code_invalid');
      await this.sms.consume({ areaCode: user.area_code, mobile: user.mobile, purpose: 'cancel', code: input.code });
    } else if (!(await verifyPassword(user.password_hash, input.password ?? ''))) {
      throw fieldError('body.password', 'auth.old_password_wrong');
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('app_user').set({ status: 'closed', closed_at: new Date(), openid: null, username: null, updated_at: new Date() }).where('id', '=', user.id).execute();
      await trx.updateTable('session').set({ revoked_at: new Date() }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
    });
  }

  async publicProfile(id: number) {
    const user = await this.db.selectFrom('app_user').selectAll().where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
    if (!user) throw notFound('auth.user_not_found');
    return user;
  }
}
