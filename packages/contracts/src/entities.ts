import { z } from 'zod';
import { IMAGE_PRESET_NAMES, LANGS, PHONE_PATTERNS, SMS_PURPOSES, USER_ROLES, VERIFY_STATUS } from './constants.js';
import { isStoredMediaUrl } from './media-url.js';
import { trustTiers } from './trust/tiers.js';

/** Localized text as stored: one string per language; readers pick the request language with zh fallback. */
export const localizedText = z.object({ zh: z.string(), en: z.string().optional(), vi: z.string().optional() });
export type LocalizedText = z.infer<typeof localizedText>;

export const langSchema = z.enum(LANGS);

/** Largest value of a PostgreSQL `integer` column (int4): every id (serial) and counter of the schema. */
export const INT4_MAX = 2_147_483_647;
/**
 * The one id schema: a row id of an `integer`/`serial` column (1..2147483647), wherever it enters (path, query,
 * body, socket frame). Digits in a string are read as the number, as paths and query strings carry them.
 * A value past the column's range is a 400 naming the field, never a database error. (The range comes before
 * `.int()`, so 1e300 is told "at most 2147483647", not zod's safe-integer limit.)
 */
export const idSchema = z.coerce.number().min(1).max(INT4_MAX).int();
/** Any other `integer` column value that may be 0: sequence numbers, positions, "0 = every area". */
export const int4Schema = z.coerce.number().min(0).max(INT4_MAX).int();
/** A moment as Unix seconds that a `timestamptz` column holds and JavaScript dates handle (1970 to 9999). */
export const epochSecondsSchema = z.coerce.number().min(0).max(253_402_300_799).int();
export const idParam = z.object({ id: idSchema });
/**
 * A URL that is stored and loaded by other people's clients (avatar, photos, images, logos): media of this
 * store or an https URL on an allow-listed host (see `isStoredMediaUrl`).
 */
export const storedUrlSchema = z.string().max(512).refine(isStoredMediaUrl, { message: 'media_url' });
export const mobileSchema = z.string().trim().regex(PHONE_PATTERNS.mobile, 'mobile');
export const areaCodeSchema = z.string().trim().regex(PHONE_PATTERNS.areaCode, 'area_code');
export const contactPhoneSchema = z.string().trim().regex(PHONE_PATTERNS.contact, 'phone');
export const smsCodeSchema = z.string().trim().regex(/^\d{6}$/, 'sms_code');
export const passwordSchema = z.string().min(8).max(128);

export const watermark = z.object({
  enabled: z.boolean(),
  text: z.string().nullable(),
  image: z.string().nullable(),
  position: z.enum(['center', 'southeast', 'southwest', 'northeast', 'northwest']),
  opacity: z.number().min(0).max(1),
});
export type Watermark = z.infer<typeof watermark>;

export const siteArea = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  names: localizedText,
  country_code: z.string(),
  country: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  price_unit: z.string(),
  time_zone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  default_lang: langSchema,
  is_default: z.boolean(),
  watermark,
});
export type SiteArea = z.infer<typeof siteArea>;

export const ipData = z.object({
  ip: z.string(),
  matched: z.boolean(),
  country_code: z.string().nullable(),
  city: z.string().nullable(),
  distance_km: z.number().nullable(),
  site_area: siteArea,
});
export type IpData = z.infer<typeof ipData>;

export const userSelf = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** The wide picture on top of my social page. */
  cover: z.string().nullable(),
  area_code: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.number().int().min(0).max(2),
  birthday: z.string().nullable(),
  bio: z.string(),
  role: z.enum(USER_ROLES),
  admin_site_area_ids: z.array(z.number().int()),
  site_area_id: z.number().int().nullable(),
  lang: langSchema,
  real_name_status: z.enum(VERIFY_STATUS),
  has_password: z.boolean(),
  ws_token: z.string(),
  ws_user_id: z.string(),
  created_at: z.number().int(),
});
export type UserSelf = z.infer<typeof userSelf>;

export const publicUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** The wide picture on top of their social page. */
  cover: z.string().nullable(),
  gender: z.number().int(),
  bio: z.string(),
  verified: z.boolean(),
  created_at: z.number().int(),
  // Their social page (docs/moderation.md): cached counters, and the caller's relation to them (false for a visitor).
  following_count: z.number().int(),
  fans_count: z.number().int(),
  post_count: z.number().int(),
  /** Likes their posts received. */
  likes_count: z.number().int(),
  /** I follow them. */
  isRelation: z.boolean(),
  /** They follow me. */
  is_fan: z.boolean(),
  /** I blocked them. */
  isBlocked: z.boolean(),
  /** They blocked me. */
  blocks_me: z.boolean(),
  /** Their trust tiers (docs/trust.md). */
  tiers: trustTiers.optional(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginResult = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
  user: userSelf,
});
export type LoginResult = z.infer<typeof loginResult>;

export const smsSent = z.object({ expires_in: z.number().int(), resend_in: z.number().int() });

export const userVerifyRecord = z.object({
  id: z.number().int(),
  status: z.enum(VERIFY_STATUS),
  real_name: z.string(),
  id_type: z.enum(['id_card', 'passport', 'other']),
  id_number_masked: z.string(),
  photos: z.array(z.string()),
  /** The photos as the caller can load them now: signed links for private ones (5 to 10 minutes), null where they may not. */
  photo_links: z.array(z.string().nullable()),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
});
export type UserVerifyRecord = z.infer<typeof userVerifyRecord>;

export const areaCodeItem = z.object({ code: z.string(), country_code: z.string(), name: z.string(), flag: z.string() });
export type AreaCodeItem = z.infer<typeof areaCodeItem>;

export const basicConfig = z.object({
  site_area: siteArea,
  app_name: z.string(),
  title: z.string(),
  keywords: z.string(),
  description: z.string(),
  price_unit: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  watermark,
  customer_service: z.object({ phone: z.string(), wechat: z.string(), email: z.string(), hours: z.string() }),
  app_version: z.string(),
  sms_login_enabled: z.boolean(),
  wechat_login_enabled: z.boolean(),
  /** Remaining free-form settings an admin can add without a deploy. */
  extra: z.record(z.string(), z.unknown()),
});
export type BasicConfig = z.infer<typeof basicConfig>;

export const tsMsg = z.record(z.string(), z.string());
export type TsMsg = z.infer<typeof tsMsg>;

export const configBlock = z.record(z.string(), z.unknown());

export const carousel = z.object({
  id: z.number().int(),
  position: z.string(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  content: z.string(),
  sort: z.number().int(),
});
export type Carousel = z.infer<typeof carousel>;

export const functionEntry = z.object({
  id: z.number().int(),
  position: z.string(),
  name: z.string(),
  icon: z.string(),
  path: z.string(),
  sort: z.number().int(),
});
export type FunctionEntry = z.infer<typeof functionEntry>;

export const language = z.object({ code: langSchema, name: z.string(), native_name: z.string() });
export const fixedWords = z.object({ lang_type: langSchema, version: z.string(), words: z.record(z.string(), z.string()) });
export type FixedWords = z.infer<typeof fixedWords>;

export const typeItem = z.object({
  id: z.number().int(),
  group: z.string(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
});
export const areaItem = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
});
export const cityItem = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  name: z.string(),
  country_code: z.string(),
  is_hot: z.boolean(),
});
export const hotKeyword = z.object({ id: z.number().int(), keyword: z.string(), hot: z.number().int() });
export const wechatGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  qr_image: z.string(),
  owner_wechat: z.string().nullable(),
});
export const singlePage = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.number().int(),
});
export type SinglePage = z.infer<typeof singlePage>;

export const uploadedMedia = z.object({
  hash: z.string(),
  url: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  /** A private upload's signed link for the uploader (docs/media.md): shows it at once; the reference to keep is `url`. */
  link: z.string().optional(),
});
export type UploadedMedia = z.infer<typeof uploadedMedia>;

export const imagePresetSchema = z.enum(IMAGE_PRESET_NAMES as [string, ...string[]]);
export const smsPurposeSchema = z.enum(SMS_PURPOSES);
