import type { ColumnType } from 'kysely';

/** A number the E.164 migration moved aside: a younger duplicate of an older account's number (migrations/202611260900-auth-phone-e164.ts). */
export interface AppUserMobileAsideTable {
  user_id: number;
  /** The number, normalised (as `app_user` stores numbers now). */
  area_code: string;
  mobile: string;
  e164: string;
  /** The number as the account held it before. */
  typed_area_code: string;
  typed_mobile: string;
  /** The account that kept the number. */
  kept_by: number | null;
  moved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../db/schema.js' {
  interface DB {
    app_user_mobile_aside: AppUserMobileAsideTable;
  }
  /** Added by migrations/202611300210-auth-user-cover.ts: the social page's cover picture. */
  interface AppUserTable {
    cover: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
