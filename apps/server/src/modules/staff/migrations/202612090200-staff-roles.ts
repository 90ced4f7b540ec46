/**
 * Operators' roles as data (docs/roles.md). `staff_role` names each role's permissions (contracts'
 * console/permissions.ts, plus 'manage', the default of admin calls); `staff_grant` gives a role to a person in one
 * site area. The area admins of `admin_site_area` become `area_admin` grants, and `admin_site_area` stays as a view
 * of them (reads and inserts work as before: an insert through the view is an area_admin grant, the column's
 * default). The super admin is still `app_user.role = 'super_admin'`: every permission in every area.
 */
export const up = `
    create table staff_role (
      key text primary key check (key ~ '^[a-z][a-z_]{1,31}$'),
      permissions text[] not null,
      sort integer not null default 0
    );
    insert into staff_role (key, permissions, sort) values
      ('area_admin', array['manage','review','users','content','settings','finance.read','finance.write','service','audit','dashboard','roles'], 10),
      ('reviewer', array['review'], 20),
      ('finance', array['finance.read'], 30),
      ('finance_refunds', array['finance.read','finance.write'], 40),
      ('service', array['service'], 50);

    create table staff_grant (
      user_id integer not null references app_user(id) on delete cascade,
      site_area_id integer not null references site_area(id) on delete cascade,
      role_key text not null default 'area_admin' references staff_role(key),
      granted_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (user_id, site_area_id, role_key)
    );
    create index staff_grant_area on staff_grant (site_area_id, role_key, user_id);

    insert into staff_grant (user_id, site_area_id, role_key) select user_id, site_area_id, 'area_admin' from admin_site_area;
    drop table admin_site_area;
    create view admin_site_area as select user_id, site_area_id from staff_grant where role_key = 'area_admin';
`;

export const down = `
    drop view admin_site_area;
    create table admin_site_area (
      user_id integer not null references app_user(id) on delete cascade,
      site_area_id integer not null references site_area(id) on delete cascade,
      primary key (user_id, site_area_id)
    );
    insert into admin_site_area (user_id, site_area_id) select user_id, site_area_id from staff_grant where role_key = 'area_admin';
    drop table staff_grant, staff_role;
`;
