/**
 * The web view's allow-list (docs/smaller-screens.md): per area, the https hosts `/pagesA/web/web?url=` may frame. The
 * app's Content-Security-Policy `frame-src` names every listed host (http-security.ts, fed by this module).
 */
export const up = `
    create table web_view_host (
      id serial primary key,
      site_area_id integer not null references site_area(id) on delete cascade,
      host text not null,
      note text not null default '',
      created_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (site_area_id, host)
    );
`;
export const down = `drop table web_view_host;`;
