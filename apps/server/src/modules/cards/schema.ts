import type { CardTheme } from '@haiwai/contracts/cards/constants';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CardTable {
  id: Generated<number>;
  user_id: number;
  site_area_id: number;
  code: string;
  name: string;
  title: Generated<string>;
  company: Generated<string>;
  phone: Generated<string>;
  wechat: Generated<string>;
  email: Generated<string>;
  address: Generated<string>;
  avatar: string | null;
  logo: string | null;
  intro: Generated<string>;
  theme: ColumnType<CardTheme, CardTheme | undefined, CardTheme>;
  version: Generated<number>;
  collect_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CardCollectTable {
  id: Generated<number>;
  user_id: number;
  card_id: number;
  created_at: CreatedAt;
}

declare module '../../db/schema.js' {
  interface DB {
    card: CardTable;
    card_collect: CardCollectTable;
  }
}
