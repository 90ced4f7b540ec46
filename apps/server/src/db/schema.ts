import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { LocalizedText, Watermark } from '@haiwai/contracts';
import type { TimerTables } from '../core/timers/schema.js';

/** Row types of the tables in migrations/. Kept by hand next to the SQL, reviewed together. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface SiteAreaTable {
  id: Generated<number>;
  code: string;
  names: Json<LocalizedText>;
  country_code: string;
  country_names: Json<LocalizedText>;
  currency: string;
  currency_symbol: string;
  price_units: Json<LocalizedText>;
  time_zone: string;
  latitude: number;
  longitude: number;
  default_lang: Generated<string>;
  is_default: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  watermark: Json<Watermark>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AppUserTable {
  id: Generated<number>;
  username: string | null;
  area_code: string | null;
  mobile: string | null;
  email: string | null;
  password_hash: string | null;
  nickname: string;
  avatar: string | null;
  gender: Generated<number>;
  birthday: string | null;
  bio: Generated<string>;
  role: Generated<'member' | 'publisher' | 'admin' | 'super_admin'>;
  site_area_id: number | null;
  lang: Generated<string>;
  openid: string | null;
  ws_token_version: Generated<number>;
  status: Generated<'active' | 'closed'>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  closed_at: NullableTimestamp;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  refresh_hash: string;
  expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  terminal: number;
  device: string | null;
  ip: string | null;
  created_at: CreatedAt;
  last_used_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface SmsCodeTable {
  id: Generated<number>;
  area_code: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  ip: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  area_code: string;
  mobile: string;
  purpose: string;
  code: string;
  body: string;
  provider: string;
  created_at: CreatedAt;
}

export interface UserVerifyTable {
  id: Generated<number>;
  user_id: number;
  real_name: string;
  id_type: 'id_card' | 'passport' | 'other';
  id_number: string;
  photos: Json<string[]>;
  status: Generated<'pending' | 'passed' | 'failed'>;
  reason: string | null;
  reviewer_id: number | null;
  created_at: CreatedAt;
  reviewed_at: NullableTimestamp;
}

export interface AreaCodeTable {
  country_code: string;
  code: string;
  names: Json<LocalizedText>;
  flag: string;
  sort: Generated<number>;
}

export interface SettingTable {
  site_area_id: Generated<number>;
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

export interface PromptMessageTable {
  site_area_id: Generated<number>;
  key: string;
  texts: Json<LocalizedText>;
}

export interface CarouselTable {
  id: Generated<number>;
  site_area_id: Generated<number>;
  position: Generated<string>;
  titles: Json<LocalizedText>;
  contents: Json<LocalizedText>;
  image: string;
  link: string | null;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
}

export interface FunctionEntryTable {
  id: Generated<number>;
  site_area_id: Generated<number>;
  position: Generated<string>;
  names: Json<LocalizedText>;
  icon: string;
  path: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface LanguageTable {
  code: string;
  name: string;
  native_name: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

/** An admin's override of a bundled UI word; `seeded` marks the copies older releases made of the bundle (not served). */
export interface LangWordTable {
  lang_type: string;
  key: string;
  value: string;
  updated_at: Timestamp;
  seeded: Generated<boolean>;
}

export interface CategoryTypeTable {
  id: Generated<number>;
  site_area_id: Generated<number>;
  group_key: string;
  parent_id: number | null;
  names: Json<LocalizedText>;
  icon: string | null;
  sort: Generated<number>;
}

export interface DistrictTable {
  id: Generated<number>;
  site_area_id: number;
  parent_id: number | null;
  names: Json<LocalizedText>;
  sort: Generated<number>;
}

export interface CityTable {
  id: Generated<number>;
  site_area_id: number;
  names: Json<LocalizedText>;
  country_code: string;
  is_hot: Generated<boolean>;
  sort: Generated<number>;
}

export interface HotKeywordTable {
  id: Generated<number>;
  site_area_id: Generated<number>;
  lang_type: string | null;
  keyword: string;
  hot: Generated<number>;
  sort: Generated<number>;
}

export interface WechatGroupTable {
  id: Generated<number>;
  site_area_id: number;
  names: Json<LocalizedText>;
  descriptions: Json<LocalizedText>;
  qr_image: string;
  owner_wechat: string | null;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface SinglePageTable {
  id: Generated<number>;
  key: string;
  titles: Json<LocalizedText>;
  contents: Json<LocalizedText>;
  updated_at: Timestamp;
}

export interface MediaTable {
  hash: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface AdminSiteAreaTable {
  user_id: number;
  site_area_id: number;
}

/**
 * Every table the server queries. The kernel's are listed here; each module adds its own by declaration
 * merging in its `schema.ts` (`declare module '../../db/schema.js' { interface DB extends ListingTables {} }`),
 * so db/ imports no module.
 */
export interface DB extends TimerTables {
  site_area: SiteAreaTable;
  app_user: AppUserTable;
  admin_site_area: AdminSiteAreaTable;
  session: SessionTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  user_verify: UserVerifyTable;
  area_code: AreaCodeTable;
  setting: SettingTable;
  prompt_message: PromptMessageTable;
  carousel: CarouselTable;
  function_entry: FunctionEntryTable;
  language: LanguageTable;
  lang_word: LangWordTable;
  category_type: CategoryTypeTable;
  district: DistrictTable;
  city: CityTable;
  hot_keyword: HotKeywordTable;
  wechat_group: WechatGroupTable;
  single_page: SinglePageTable;
  media: MediaTable;
}

export type UserRow = Selectable<AppUserTable>;
export type SiteAreaRow = Selectable<SiteAreaTable>;
export type NewUser = Insertable<AppUserTable>;
