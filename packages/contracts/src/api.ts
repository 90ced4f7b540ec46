import { z } from 'zod';
import { route, type ApiRoute } from './route.js';
import * as e from './entities.js';
import { listingCommonApi, listingKindsApi } from './listings/index.js';
import * as features from './features.js';

/**
 * The one table of HTTP calls. The server registers each entry (validation + OpenAPI come from it);
 * the web client calls through it, so a path or field renamed here breaks both at compile time.
 * Paths are relative to `/api` and keep the spec's spelling.
 */
export type { Access, ApiRoute, ErrorStatus } from './route.js';

const accountLogin = z
  .object({
    account: z.string().trim().min(1).max(64).optional().describe('username or mobile'),
    area_code: e.areaCodeSchema.optional(),
    mobile: e.mobileSchema.optional(),
    password: z.string().min(1).max(128).optional(),
    code: e.smsCodeSchema.optional().describe('SMS code, instead of a password'),
  })
  .refine((v) => Boolean(v.password) !== Boolean(v.code), { message: 'password_or_code', path: ['password'] })
  .refine((v) => Boolean(v.account || v.mobile), { message: 'account_required', path: ['account'] })
  .refine((v) => !v.code || Boolean(v.mobile), { message: 'mobile_required', path: ['mobile'] });

const userUpdate = z.object({
  nickname: z.string().trim().min(1).max(32).optional(),
  avatar: e.storedUrlSchema.nullable().optional(),
  cover: e.storedUrlSchema.nullable().optional(),
  gender: z.number().int().min(0).max(2).optional(),
  birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').nullable().optional(),
  bio: z.string().max(200).optional(),
  email: z.string().trim().email().max(128).nullable().optional(),
  username: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'username').optional(),
  site_area_id: e.idSchema.optional(),
  lang: e.langSchema.optional(),
});

type Features = typeof features;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Features' tables as one; a name two features both declare stops the load, instead of one silently winning. */
export function mergeFeatureApis(named: Record<string, { api: Record<string, ApiRoute> }>): Record<string, ApiRoute> {
  const table: Record<string, ApiRoute> = {};
  for (const [feature, { api: own }] of Object.entries(named)) {
    for (const [name, entry] of Object.entries(own)) {
      if (name in table) throw new Error(`API name ${name} of feature ${feature} is declared twice`);
      table[name] = entry;
    }
  }
  return table;
}

const siteQuery = z.object({ position: z.string().max(32).optional() });
/** A single page's key, or its id (digits only): an id of an `integer` column like every other. */
const pageKey = z
  .string()
  .regex(/^[a-z0-9_-]{1,64}$/)
  .refine((k) => !/^\d+$/.test(k) || e.idSchema.safeParse(k).success);
const ok = z.object({ ok: z.literal(true) });

export const api = {
  // ---- accounts (legacy family) ----
  login: route({ method: 'POST', path: '/login', access: 'public', errors: [429], tag: 'auth', summary: 'Log in with password or SMS code', body: accountLogin, data: e.loginResult }),
  loginOpenid: route({ method: 'POST', path: '/loginOpenid', access: 'public', tag: 'auth', summary: 'Log in with a WeChat code', body: z.object({ code: z.string().min(1).max(256) }), data: e.loginResult }),
  smsCode: route({ method: 'POST', path: '/smsCode', access: 'public', errors: [429, 503], tag: 'auth', summary: 'Send an SMS code', body: z.object({ area_code: e.areaCodeSchema, mobile: e.mobileSchema, purpose: e.smsPurposeSchema.default('login') }), data: e.smsSent }),
  logout: route({ method: 'POST', path: '/logout', access: 'user', tag: 'auth', summary: 'End this session', data: ok }),
  logoutUser: route({ method: 'POST', path: '/logoutUser', access: 'user', tag: 'auth', summary: 'Close the account (confirmed by password or SMS code)', body: z.object({ password: z.string().max(128).optional(), code: e.smsCodeSchema.optional() }).refine((v) => Boolean(v.password || v.code), { message: 'password_or_code', path: ['password'] }), data: ok }),
  putUser: route({ method: 'POST', path: '/putUser', access: 'user', tag: 'auth', summary: 'Edit profile', body: userUpdate, data: e.userSelf }),
  putUserPassword: route({ method: 'POST', path: '/putUserPassword', access: 'user', tag: 'auth', summary: 'Change or set password (old password or SMS code)', body: z.object({ old_password: z.string().max(128).optional(), code: e.smsCodeSchema.optional(), new_password: e.passwordSchema }).refine((v) => Boolean(v.old_password || v.code), { message: 'password_or_code', path: ['old_password'] }), data: ok }),
  putUserMobile: route({ method: 'POST', path: '/putUserMobile', access: 'user', errors: [409], tag: 'auth', summary: 'Change mobile with an SMS code sent to the new number', body: z.object({ area_code: e.areaCodeSchema, mobile: e.mobileSchema, code: e.smsCodeSchema }), data: e.userSelf }),
  userVerifyGet: route({ method: 'GET', path: '/userVerify', access: 'user', tag: 'auth', summary: 'My real-name verification', data: e.userVerifyRecord.nullable() }),
  userVerifyPost: route({ method: 'POST', path: '/userVerify', access: 'user', errors: [409], tag: 'auth', summary: 'Submit real-name verification', body: z.object({ real_name: z.string().trim().min(2).max(64), id_type: z.enum(['id_card', 'passport', 'other']), id_number: z.string().trim().regex(/^[A-Za-z0-9-]{5,32}$/, 'id_number'), photos: z.array(e.storedUrlSchema).min(2).max(3) }), data: e.userVerifyRecord }),
  getUser: route({ method: 'GET', path: '/getUser', access: 'user', quiet: true, tag: 'auth', summary: 'Me', data: e.userSelf }),
  areaCode: route({ method: 'GET', path: '/areaCode', access: 'public', tag: 'auth', summary: 'Phone area codes', data: z.array(e.areaCodeItem) }),
  getOtherPeopleUser: route({ method: 'GET', path: '/getOtherPeopleUser/:id', access: 'optional', tag: 'auth', summary: 'Another user’s public profile', params: e.idParam, data: e.publicUser }),
  // ---- accounts (auth family) ----
  accountLogin: route({ method: 'POST', path: '/auth/account/login', access: 'public', errors: [429], tag: 'auth', summary: 'Log in with credentials', body: accountLogin, data: e.loginResult }),
  accountRegister: route({ method: 'POST', path: '/auth/account/register', access: 'public', errors: [409, 429], tag: 'auth', summary: 'Register with mobile, SMS code and password', body: z.object({ area_code: e.areaCodeSchema, mobile: e.mobileSchema, code: e.smsCodeSchema, password: e.passwordSchema, nickname: z.string().trim().min(1).max(32).optional() }), data: e.loginResult }),
  refreshToken: route({ method: 'POST', path: '/auth/refresh-token', access: 'public', tag: 'auth', summary: 'Exchange a refresh token for a new pair', body: z.object({ refresh_token: z.string().min(10).max(200) }), data: e.loginResult }),
  updateUser: route({ method: 'POST', path: '/auth/update-user', access: 'user', tag: 'auth', summary: 'Edit profile', body: userUpdate, data: e.userSelf }),
  userInfo: route({ method: 'GET', path: '/auth/user-info', access: 'user', tag: 'auth', summary: 'Me, with ws_token', data: e.userSelf }),
  rotateWsToken: route({ method: 'POST', path: '/auth/ws-token/rotate', access: 'user', tag: 'auth', summary: 'Issue a new chat token; the old one stops working', data: z.object({ ws_token: z.string() }) }),
  // ---- basis ----
  siteAreaAll: route({ method: 'GET', path: '/siteArea/all', access: 'public', quiet: true, tag: 'basis', summary: 'All site areas', data: z.array(e.siteArea) }),
  siteAreaIpData: route({ method: 'GET', path: '/siteArea/ipData', access: 'public', tag: 'basis', summary: 'Nearest site area to the caller’s IP', data: e.ipData }),
  basisConfig: route({ method: 'GET', path: '/basis/config', access: 'public', quiet: true, tag: 'basis', summary: 'Site settings for the area', data: e.basicConfig }),
  basisTsMsg: route({ method: 'GET', path: '/basis/getTsMsg', access: 'public', tag: 'basis', summary: 'Prompt messages', data: e.tsMsg }),
  configSeaGoingCrew: route({ method: 'GET', path: '/basis/configSeaGoingCrew', access: 'public', tag: 'basis', summary: 'Sea-going crew settings', data: e.configBlock }),
  configBus: route({ method: 'GET', path: '/basis/configBus', access: 'public', tag: 'basis', summary: 'Chartered bus settings', data: e.configBlock }),
  carousel: route({ method: 'GET', path: '/carousel', access: 'public', tag: 'basis', summary: 'Carousel slides', query: siteQuery, data: z.array(e.carousel) }),
  carouselInfo: route({ method: 'GET', path: '/carousel/info/:id', access: 'public', tag: 'basis', summary: 'One slide', params: e.idParam, data: e.carousel }),
  functionEntry: route({ method: 'GET', path: '/functionEntry', access: 'public', tag: 'basis', summary: 'Function entry grid', query: siteQuery, data: z.array(e.functionEntry) }),
  lang: route({ method: 'GET', path: '/lang', access: 'public', tag: 'basis', summary: 'Languages', data: z.array(e.language) }),
  langFixedWords: route({ method: 'GET', path: '/langFixedWords', access: 'public', tag: 'basis', summary: 'UI dictionary', query: z.object({ lang_type: z.string().max(10).optional() }), data: e.fixedWords }),
  type: route({ method: 'GET', path: '/type', access: 'public', tag: 'basis', summary: 'Types and categories', query: z.object({ group: z.string().max(32).optional(), parent_id: e.int4Schema.optional().describe('0: top level') }), data: z.array(e.typeItem) }),
  area: route({ method: 'GET', path: '/area', access: 'public', tag: 'basis', summary: 'Districts of the area', query: z.object({ parent_id: e.int4Schema.optional().describe('0 or none: top level') }), data: z.array(e.areaItem) }),
  cityBasis: route({ method: 'GET', path: '/city/basis', access: 'public', tag: 'basis', summary: 'Cities', data: z.array(e.cityItem) }),
  hotKeyword: route({ method: 'GET', path: '/hotKeyword', access: 'public', tag: 'basis', summary: 'Hot search keywords', data: z.array(e.hotKeyword) }),
  wechatGroup: route({ method: 'GET', path: '/wechatGroup', access: 'public', tag: 'basis', summary: 'WeChat groups of the area', data: z.array(e.wechatGroup) }),
  singlePageList: route({ method: 'GET', path: '/singlePage/list', access: 'public', tag: 'basis', summary: 'Single content pages', data: z.array(e.singlePage) }),
  singlePageInfo: route({ method: 'GET', path: '/singlePage/info/:key', access: 'public', tag: 'basis', summary: 'One content page by id or key', params: z.object({ key: pageKey }), data: e.singlePage }),
  // ---- listings (one engine; entries made from each kind's declaration) ----
  ...listingKindsApi,
  ...listingCommonApi,
  ...(mergeFeatureApis(features) as Intersection<Features[keyof Features]['api']>),
} as const satisfies Record<string, ApiRoute>;

export type Api = typeof api;
export type ApiName = keyof Api;
type Maybe<T, K extends string> = T extends Record<K, z.ZodTypeAny> ? T[K] : never;
export type ApiData<N extends ApiName> = z.infer<Api[N]['data']>;
export type ApiBody<N extends ApiName> = Maybe<Api[N], 'body'> extends never ? undefined : z.input<Maybe<Api[N], 'body'>>;
export type ApiQuery<N extends ApiName> = Maybe<Api[N], 'query'> extends never ? undefined : z.input<Maybe<Api[N], 'query'>>;
export type ApiParams<N extends ApiName> = Maybe<Api[N], 'params'> extends never ? undefined : z.input<Maybe<Api[N], 'params'>>;

