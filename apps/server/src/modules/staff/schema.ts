import type { AdminPermission } from '@haiwai/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface StaffRoleTable {
  key: string;
  permissions: ColumnType<AdminPermission[], string[], string[]>;
  sort: Generated<number>;
}
export interface StaffGrantTable {
  user_id: number;
  site_area_id: number;
  role_key: Generated<string>;
  granted_by: number | null;
  created_at: CreatedAt;
}
export interface UserBanTable {
  id: Generated<number>;
  user_id: number;
  site_area_id: number | null;
  reason: string;
  until: NullableTimestamp;
  banned_by: number | null;
  created_at: CreatedAt;
  lifted_at: NullableTimestamp;
  lifted_by: number | null;
  lift_note: string | null;
}
export interface UserBanHiddenTable {
  ban_id: number;
  target_type: string;
  target_id: number;
  previous: string;
}
export type UserBanRow = Selectable<UserBanTable>;

declare module '../../db/schema.js' {
  interface DB {
    staff_role: StaffRoleTable;
    staff_grant: StaffGrantTable;
    user_ban: UserBanTable;
    user_ban_hidden: UserBanHiddenTable;
  }
}
