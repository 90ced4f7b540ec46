import { AUTH, DEFAULT_AREA_CODE, type Lang, type LoginResult } from '@haiwai/contracts';
import { sql } from 'kysely';
import { AppError, badRequest, conflict, fieldError, notFound, unauthorized } from '../../core/errors.js';
import type { Deps } from '../../core/deps.js';
import type { NormalisedPhone } from '../../core/phone.js';
import type { PushHub } from '../../core/push/index.js';
import { spend } from '../../core/rate-limit.js';
import type { UserRow } from '../../db/schema.js';
import { loginIdentity, type LoginIdentity } from './identity.js';
import { LoginGuard } from './login-guard.js';
import { burnPasswordTime, hashPassword, verifyPassword } from './passwords.js';
import { createSession, refuseBanned, revokeAllSessions, revokeSession, type SessionMeta } from './sessions.js';
import { SmsService } from './sms.js';
import { defaultNickname, presentSelf } from './users.js';

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Account operations shared by both API families (legacy `login`… and `/auth/account/*`). Phone numbers
 * arrive normalised (`NormalisedPhone`, from the routes' `phoneInput`). A session that ends, ends everywhere:
 * the session rows are revoked (their chat tokens die with them) and their open sockets are closed on every
 * node through the push channel (`PushHub.endSessions`).
 */
export class AccountService {
  constructor(private readonly deps: Deps, readonly sms: SmsService, private readonly push: PushHub) {}

  get db() {
    return this.deps.database.db;
  }

  async loadActive(id: number): Promise<UserRow> {
    const user = await this.db.selectFrom('app_user').selectAll().where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
    if (!user) throw unauthorized('error.token_expired');
    return user;
  }

  /** The caller's profile; its chat token belongs to the caller's session. */
  async self(user: UserRow, sessionId: number) {
    return presentSelf(this.db, this.deps.config.TOKEN_SECRET, user, sessionId);
  }

  async issue(user: UserRow, meta: SessionMeta): Promise<LoginResult> {
    await refuseBanned(this.db, user.id);
    const { sessionId, tokens } = await createSession(this.db, user.id, meta);
    return { ...tokens, user: await this.self(user, sessionId) };
  }

  /** The active account holding this (normalised) number, if any. */
  #byPhone(phone: NormalisedPhone) {
    return this.db.selectFrom('app_user').selectAll().where('area_code', '=', phone.areaCode).where('mobile', '=', phone.mobile).where('status', '=', 'active').executeTakeFirst();
  }

  /**
   * The accounts a password login may mean: by username, or by number (any country's when no area code was
   * given: the password decides). Accounts whose number the E.164 migration moved aside (a duplicate of an
   * older account's) are found by it too, so their owners still log in with their password.
   */
  async #candidates(id: LoginIdentity): Promise<UserRow[]> {
    const q = this.db.selectFrom('app_user').selectAll().where('status', '=', 'active');
    if (id.kind === 'username') return q.where(sql`lower(username)`, '=', id.name).execute();
    let aside = this.db.selectFrom('app_user_mobile_aside').select('user_id').where('mobile', 'in', id.mobiles);
    if (id.areaCode) aside = aside.where('area_code', '=', id.areaCode);
    return q
      .where((eb) => eb.or([eb.and([eb('mobile', 'in', id.mobiles), ...(id.areaCode ? [eb('area_code', '=', id.areaCode)] : [])]), eb('id', 'in', aside)]))
      .orderBy(sql`area_code = ${DEFAULT_AREA_CODE}`, 'desc')
      .orderBy('id')
      .limit(5)
      .execute();
  }

  /** Password login, with per-account (however named) and per-IP budgets against guessing. */
  async loginWithPassword(input: { account: string; areaCode?: string; password: string }, meta: SessionMeta) {
    await spend(this.deps.limiter, `login:ip:${meta.ip}`, { window: AUTH.loginFailureWindowSeconds, max: AUTH.maxLoginAttemptsPerIp, message: 'error.rate_limited' });
    const identity = loginIdentity(input.account, input.areaCode);
    const candidates = await this.#candidates(identity);
    const guard = new LoginGuard(this.deps.limiter, identity.key, candidates.map((c) => c.id));
    await guard.check();
    if (!candidates.length) {
      // As long as checking a password, and counted like a wrong one: an unknown name answers like a known one.
      await burnPasswordTime(input.password);
      await guard.failed();
      throw new AppError(400, 'auth.bad_credentials');
    }
    const withPassword = candidates.filter((c) => c.password_hash);
    if (!withPassword.length) throw badRequest('auth.no_password');
    let user: UserRow | undefined;
    for (const c of withPassword) if (!user && (await verifyPassword(c.password_hash, input.password))) user = c;
    if (!user) {
      await guard.failed();
      throw new AppError(400, 'auth.bad_credentials');
    }
    await guard.succeeded(user.id);
    return this.issue(user, meta);
  }

  /** SMS login; a number seen for the first time gets an account (the usual "verify to log in or sign up"). */
  async loginWithCode(input: { phone: NormalisedPhone; code: string; lang: Lang; siteAreaId: number }, meta: SessionMeta) {
    const { phone } = input;
    await this.sms.consume({ areaCode: phone.areaCode, mobile: phone.mobile, purpose: 'login', code: input.code });
    const user = (await this.#byPhone(phone)) ?? (await this.#create({ phone, lang: input.lang, siteAreaId: input.siteAreaId }));
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

  /**
   * The code is checked first: until it is right, a registered number and a new one get the same answer (the
   * same work, the same status and message), so registering tells nobody who is a member. Only the owner of
   * the phone, holding a right code, hears that it is registered already.
   */
  async register(input: { phone: NormalisedPhone; code: string; password: string; nickname?: string; lang: Lang; siteAreaId: number }, meta: SessionMeta) {
    const { phone } = input;
    await this.sms.consume({ areaCode: phone.areaCode, mobile: phone.mobile, purpose: 'register', code: input.code });
    if (await this.#byPhone(phone)) throw conflict('auth.mobile_taken');
    const user = await this.#create({ ...input, passwordHash: await hashPassword(input.password) });
    return this.issue(user, meta);
  }

  async #create(input: { phone: NormalisedPhone; nickname?: string; passwordHash?: string; lang: Lang; siteAreaId: number }) {
    const site = input.siteAreaId ? await this.db.selectFrom('site_area').select('id').where('id', '=', input.siteAreaId).executeTakeFirst() : undefined;
    try {
      return await this.db
        .insertInto('app_user')
        .values({
          area_code: input.phone.areaCode,
          mobile: input.phone.mobile,
          nickname: input.nickname ?? defaultNickname(input.phone.mobile),
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
      if (isUniqueViolation(err)) throw conflict('auth.mobile_taken');
      throw err;
    }
  }

  async updateProfile(userId: number, sessionId: number, patch: Partial<Pick<UserRow, 'nickname' | 'avatar' | 'cover' | 'gender' | 'birthday' | 'bio' | 'email' | 'username' | 'site_area_id' | 'lang'>>) {
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
    return this.self(user, sessionId);
  }

  async changePassword(user: UserRow, sessionId: number, input: { old_password?: string; code?: string; new_password: string }) {
    if (input.code) {
      if (!user.mobile || !user.area_code) throw fieldError('body.code', 'sms.code_invalid');
      await this.sms.consume({ areaCode: user.area_code, mobile: user.mobile, purpose: 'reset', code: input.code });
    } else if (!(await verifyPassword(user.password_hash, input.old_password ?? ''))) {
      throw fieldError('body.old_password', 'auth.old_password_wrong');
    }
    await this.db.updateTable('app_user').set({ password_hash: await hashPassword(input.new_password), updated_at: new Date() }).where('id', '=', user.id).execute();
    // Everyone else who knew the old password is logged out, chat sockets included; this device stays in.
    await revokeAllSessions(this.db, user.id, sessionId);
    this.push.endSessions({ user: user.id, exceptSession: sessionId });
  }

  /** Logging out: this session only (its chat token and sockets with it). */
  async logout(userId: number, sessionId: number) {
    await revokeSession(this.db, sessionId);
    this.push.endSessions({ user: userId, sessions: [sessionId] });
  }

  /**
   * A new number, verified by a code sent to it. The code is checked before whether the number is taken, so
   * nobody learns another member's number without that member's phone. Binding a number also ends a
   * moved-aside number's record (the account is verified again).
   */
  async changeMobile(user: UserRow, sessionId: number, input: { phone: NormalisedPhone; code: string }) {
    const { phone } = input;
    if (user.area_code === phone.areaCode && user.mobile === phone.mobile) throw fieldError('body.mobile', 'auth.same_mobile');
    await this.sms.consume({ areaCode: phone.areaCode, mobile: phone.mobile, purpose: 'bind', code: input.code });
    if (await this.#byPhone(phone)) throw fieldError('body.mobile', 'auth.mobile_taken');
    try {
      const updated = await this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('app_user_mobile_aside').where('user_id', '=', user.id).execute();
        return trx.updateTable('app_user').set({ area_code: phone.areaCode, mobile: phone.mobile, updated_at: new Date() }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
      });
      return this.self(updated, sessionId);
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('body.mobile', 'auth.mobile_taken');
      throw err;
    }
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
      await revokeAllSessions(trx, user.id);
    });
    // After the commit: every socket of the account, on every node.
    this.push.endSessions({ user: user.id });
  }

  async publicProfile(id: number) {
    const user = await this.db.selectFrom('app_user').selectAll().where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
    if (!user) throw notFound('auth.user_not_found');
    return user;
  }
}
