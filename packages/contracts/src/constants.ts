/** Constants read off the existing client (spec sections 3, 4, 5, 9). Change none without a decision record. */

export const LANGS = ['zh', 'en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';

/**
 * Accepts the spellings old clients send (ZH, zh-CN, vn, VI...) and returns a supported language. Read from
 * headers and query strings before any validation, so anything but a string (`?lang=a&lang=b` is an array)
 * is the default.
 */
export function normalizeLang(input: unknown): Lang {
  const v = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (v.startsWith('zh') || v === 'cn') return 'zh';
  if (v.startsWith('en')) return 'en';
  if (v.startsWith('vi') || v === 'vn') return 'vi';
  return DEFAULT_LANG;
}

export const DEFAULT_AREA_CODE = '86';

/**
 * Phone formats accepted at the edge, in one place (the server turns a number into E.164 with
 * libphonenumber-js in core/phone.ts; these stay plain patterns so the web can share them without the library).
 */
export const PHONE_PATTERNS = {
  /** A national number as accounts store it: digits only. */
  mobile: /^\d{5,15}$/,
  /** A country calling code, without the '+'. */
  areaCode: /^\d{1,4}$/,
  /** A contact number typed freely (listing contacts, car bookings): optional '+', digits, spaces, dashes. */
  contact: /^\+?[0-9 -]{5,20}$/,
} as const;

/** Envelope codes. 200 is success; errors mirror the HTTP status they are sent with. */
export const CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type Code = (typeof CODE)[keyof typeof CODE];

/** Terminal codes sent in the `terminal` header (spec section 4). */
export const TERMINAL = {
  MINI_PROGRAM: 1,
  WECHAT_BROWSER: 2,
  WEB: 3,
  ANDROID: 6,
  IOS: 7,
} as const;
export type Terminal = (typeof TERMINAL)[keyof typeof TERMINAL];
export const TERMINAL_VALUES: readonly number[] = Object.values(TERMINAL);

/** Local storage keys (spec section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  lang: 'lang',
  langWords: 'lang_words',
  siteObj: 'siteObj',
  categoryId: 'categoryId',
  userInfo: 'userInfo',
  wsToken: 'wsToken',
  basicConfig: 'basicConfig',
  basicTsMsg: 'basicTsMsg',
} as const;

/**
 * Cookie in which the web app repeats its language (stored under STORAGE_KEYS.lang, out of the server's sight), so
 * the server can preload the opening screen's dictionaries in that language (apps/server/src/modules/web).
 */
export const LANG_COOKIE = 'hw_lang';

/**
 * Cookie the web app keeps while someone is logged in on this browser (value `1`; the token itself stays in local
 * storage and is never sent as a cookie). It tells the server nothing it may trust, only what to paint first: without
 * it, a login-first screen's boot shell shows the login prompt the app will show a visitor.
 */
export const SESSION_HINT_COOKIE = 'hw_session';

export const TIMING = {
  basicRefreshMs: 3_600_000,
  asyncPageDelayMs: 200,
  asyncPageTimeoutMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
  requestTimeoutMs: 60_000,
  toast401Ms: 1_500,
  toastErrorMs: 2_000,
  toastNewMessageMs: 3_000,
  debounceMs: 1_500,
  heartbeatMs: 30_000,
  socketIdleReconnectMs: 60_000,
  connectionCheckMs: 60_000,
  maxReconnects: 10,
  reconnectCapMs: 30_000,
} as const;

export const LAYOUT = {
  pageMaxWidth: 500,
  standardTitleBarOffset: 44,
  customTitleBarOffset: 0,
  tabCount: 5,
} as const;

export const HISTORY_PAGE_SIZE = 20;

/** Signed request fields: `_sign` = hex HMAC-SHA256 of String(_timestamp) with the shared key. */
export const SIGN = {
  timestampField: '_timestamp',
  signField: '_sign',
  maxSkewSeconds: 300,
} as const;

/** Image presets by use (spec section 9). `h5Banner` is the H5 variant of the banner. */
export const IMAGE_PRESETS = {
  article: { w: 200, h: 200 },
  banner: { w: 355, h: 150 },
  h5Banner: { w: 478, h: 200 },
  detailBanner: { w: 355, h: 200 },
  searchList: { w: 100, h: 100 },
  hotMerchant: { w: 150, h: 100 },
  manageList: { w: 355, h: 150 },
  dynamics: { w: 110, h: 110 },
  topicTop: { w: 330, h: 100 },
  secondHand: { w: 350, h: 350 },
  avatar: { w: 120, h: 120 },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;
export const IMAGE_PRESET_NAMES = Object.keys(IMAGE_PRESETS) as ImagePreset[];

/** Media URLs: `/api/media/{hash}` (original) with `?preset=` or `?w=&h=` and optional `wm={site_area_id}`. */
export const MEDIA_URL_PREFIX = '/api/media/';

export const MEDIA = {
  maxUploadBytes: 10 * 1024 * 1024,
  maxDimension: 4096,
  /** Explicit sizes are clamped to this to keep the resize cache bounded. */
  maxResize: 1600,
  /** Uploads per user per 10 minutes: plenty for 9-photo listings, a stop for scripted abuse. */
  uploadsPer10Minutes: 60,
  /** Voice, video and documents (chat attachments); images keep the smaller limit above. */
  maxFileBytes: 50 * 1024 * 1024,
  acceptedImageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heif'] as const,
} as const;

export const USER_ROLES = ['member', 'publisher', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const VERIFY_STATUS = ['none', 'pending', 'passed', 'failed'] as const;
export type VerifyStatus = (typeof VERIFY_STATUS)[number];

export const SMS_PURPOSES = ['login', 'register', 'bind', 'reset', 'cancel', 'exposure_reply'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SMS = {
  codeTtlSeconds: 300,
  resendSeconds: 60,
  maxPerPhonePerHour: 5,
  maxPerIpPerHour: 20,
  maxVerifyAttempts: 5,
} as const;

export const AUTH = {
  accessTtlSeconds: 7 * 24 * 3600,
  refreshTtlSeconds: 60 * 24 * 3600,
  maxLoginFailuresPerAccount: 5,
  loginFailureWindowSeconds: 15 * 60,
  maxLoginAttemptsPerIp: 30,
} as const;
