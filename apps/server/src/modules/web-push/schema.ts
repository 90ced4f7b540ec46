import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WebPushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: Generated<string>;
  created_at: Generated<Timestamp>;
  used_at: Generated<Timestamp>;
}

export interface WebPushSettingTable {
  user_id: number;
  messages: Generated<boolean>;
  mentions: Generated<boolean>;
  reviews: Generated<boolean>;
  notices: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

declare module '../../db/schema.js' {
  interface DB {
    web_push_subscription: WebPushSubscriptionTable;
    web_push_setting: WebPushSettingTable;
  }
}
