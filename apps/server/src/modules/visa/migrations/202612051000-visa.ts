/**
 * Visa (docs/visa.md):
 * - visa_type: the visa types of an area's country (reference data per area), names in zh/en/vi.
 * - visa_package: an agency's package (a company that passed review), reviewed by the area before it is listed.
 * - visa_application: one application, written with its payment order (the `visa` order kind's hold); its
 *   documents are private media of purpose `visa` (`documents` holds `{code, url}`), its state moves on the
 *   request workflow `visa_application`.
 * - visa_application_file: every file an application names, for the private media read rule (one indexed lookup).
 */
export const up = `
    create table visa_type (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      code text not null,
      names jsonb not null,
      descriptions jsonb not null,
      sort integer not null default 0,
      unique (site_area_id, code)
    );

    create table visa_package (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      company_id integer not null references listing(id),
      user_id integer not null references app_user(id),
      type_id integer not null references visa_type(id),
      title text not null,
      summary text not null default '',
      price bigint not null check (price > 0),
      currency text not null,
      processing_days integer not null check (processing_days > 0),
      includes jsonb not null,
      documents jsonb not null,
      steps jsonb not null,
      refund_percent integer not null check (refund_percent between 0 and 100),
      status text not null default 'reviewing' check (status in ('reviewing', 'online', 'rejected', 'offline')),
      review_reason text,
      reviewed_by integer references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index visa_package_live on visa_package (site_area_id, id desc) where status = 'online';
    create index visa_package_queue on visa_package (site_area_id, status, id);
    create index visa_package_owner on visa_package (user_id, id desc);

    create table visa_application (
      id serial primary key,
      order_id bigint not null unique references pay_order(id),
      package_id integer not null references visa_package(id),
      user_id integer not null references app_user(id),
      agency_id integer not null references app_user(id),
      site_area_id integer not null references site_area(id),
      status text not null default 'unpaid' check (status in ('unpaid', 'submitted', 'documents_requested', 'processing', 'issued', 'refused', 'cancelled')),
      applicant_name text not null,
      phone text not null,
      note text not null default '',
      documents jsonb not null,
      requested jsonb not null default '[]',
      request_note text,
      reason text,
      amount bigint not null,
      currency text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index visa_application_user on visa_application (user_id, id desc);
    create index visa_application_agency on visa_application (agency_id, id desc) where status <> 'unpaid' and status <> 'cancelled';

    create table visa_application_file (
      url text not null,
      application_id integer not null references visa_application(id),
      primary key (url, application_id)
    );
`;

export const down = `
    drop table visa_application_file;
    drop table visa_application;
    drop table visa_package;
    drop table visa_type;
`;
