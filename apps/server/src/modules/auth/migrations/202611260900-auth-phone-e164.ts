import { sql, type Kysely, type Migration } from 'kysely';
import { normalisePhone } from '../../../core/phone.js';

/**
 * Stored phone numbers in their one spelling (E.164, split as core/phone.ts splits it: calling code in
 * `area_code`, national number in `mobile`). Before, `86`, `086`, `0086` were three area codes and a trunk
 * prefix (`0912…`) made another number, so one phone could hold several accounts.
 *
 * Duplicates: active accounts whose numbers become the same E.164 number. The OLDEST of them (created first,
 * then lowest id) keeps the number. Every other one keeps its data, its password and its sessions, but its
 * number is moved aside: `app_user.area_code`/`mobile` are cleared and the number is recorded in
 * `app_user_mobile_aside` (which is also the report: the account, the one that kept the number, the number
 * as it was typed and as normalised, and when). Such an account still logs in with its password by that
 * number (password login looks in the aside record too), shows no number in its profile, and verifies a
 * number again with an SMS code (`putUserMobile`), which ends its aside record. SMS-code login by the number
 * reaches the account that kept it. Nothing is deleted. Closed accounts are normalised too (the unique index
 * counts active accounts only); numbers that are no phone number at all are left as they are.
 *
 * Live SMS codes are left alone: they are hashed with the number as it was typed and expire in 5 minutes
 * (the hourly SMS caps count from the new spelling at most an hour later).
 *
 * Down: the aside numbers go back where nobody holds them now; the table goes; normalised numbers stay.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create table app_user_mobile_aside (
    user_id integer primary key references app_user(id) on delete cascade,
    area_code text not null,
    mobile text not null,
    e164 text not null,
    typed_area_code text not null,
    typed_mobile text not null,
    kept_by integer references app_user(id) on delete set null,
    moved_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index app_user_mobile_aside_phone on app_user_mobile_aside (mobile, area_code)`.execute(db);

  const rows = await sql<{ id: number; area_code: string; mobile: string; status: string }>`
    select id, area_code, mobile, status from app_user
    where area_code is not null and mobile is not null order by created_at, id`.execute(db);
  const keeperOf = new Map<string, number>();
  const updates: { id: number; areaCode: string; mobile: string }[] = [];
  for (const row of rows.rows) {
    const phone = normalisePhone(row.area_code, row.mobile);
    if (!phone) continue;
    const keeper = row.status === 'active' ? keeperOf.get(phone.e164) : undefined;
    if (keeper !== undefined) {
      // A younger active account with the same number: moved aside (recorded first, then cleared).
      await sql`insert into app_user_mobile_aside (user_id, area_code, mobile, e164, typed_area_code, typed_mobile, kept_by)
        values (${row.id}, ${phone.areaCode}, ${phone.mobile}, ${phone.e164}, ${row.area_code}, ${row.mobile}, ${keeper})`.execute(db);
      await sql`update app_user set area_code = null, mobile = null, updated_at = now() where id = ${row.id}`.execute(db);
      continue;
    }
    if (row.status === 'active') keeperOf.set(phone.e164, row.id);
    if (phone.areaCode !== row.area_code || phone.mobile !== row.mobile) updates.push({ id: row.id, areaCode: phone.areaCode, mobile: phone.mobile });
  }
  // Renamed after every duplicate is cleared, so no two active accounts hold one number at any moment.
  for (const u of updates) await sql`update app_user set area_code = ${u.areaCode}, mobile = ${u.mobile}, updated_at = now() where id = ${u.id}`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`update app_user u set area_code = a.typed_area_code, mobile = a.typed_mobile
    from app_user_mobile_aside a
    where a.user_id = u.id and u.mobile is null
      and not exists (select 1 from app_user o where o.status = 'active' and o.area_code = a.typed_area_code and o.mobile = a.typed_mobile)`.execute(db);
  await sql`drop table app_user_mobile_aside`.execute(db);
};

export const phoneE164: Migration = { up, down };
