/**
 * Contracts and signatures (docs/agreements.md):
 * - agreement_template: the site's templates (owner_id null, written by the reference seed) and merchants' own;
 *   title, clauses and field labels in zh with en and vi (jsonb `{zh,en,vi}`).
 * - agreement: one contract, a snapshot of its template (later template edits never change it), the values, the
 *   two parties and the invitation (a member, a mobile not yet a member, or a link whose signature uses `invite_nonce`),
 *   its state on the workflow `agreement`, and once signed the PDF's SHA-256.
 * - agreement_signature: who signed, when, from which IP and device, and the drawn signature (PNG bytes).
 * - agreement_pdf: the signed PDF's bytes, served only to the parties by `contract/pdf` (not media: no URL exists).
 */
export const up = `
    create table agreement_template (
      id serial primary key,
      owner_id integer references app_user(id),
      kind text not null,
      title jsonb not null,
      clauses jsonb not null,
      fields jsonb not null,
      seed_key text unique,
      archived boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index agreement_template_owner on agreement_template (owner_id, id);

    create table agreement (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      template_id integer not null references agreement_template(id),
      kind text not null,
      side_lang text not null,
      title jsonb not null,
      clauses jsonb not null,
      fields jsonb not null,
      field_values jsonb not null default '{}',
      status text not null default 'draft',
      creator_id integer not null references app_user(id),
      counterparty_id integer references app_user(id),
      invite_area_code text,
      invite_mobile text,
      invite_nonce text,
      void_reason text,
      pdf_sha256 text,
      expires_at timestamptz,
      signed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (counterparty_id is null or counterparty_id <> creator_id)
    );
    create index agreement_creator on agreement (creator_id, id);
    create index agreement_counterparty on agreement (counterparty_id, id);

    create table agreement_signature (
      id serial primary key,
      agreement_id integer not null references agreement(id),
      user_id integer not null references app_user(id),
      role text not null,
      image bytea not null,
      ip text not null,
      user_agent text not null,
      signed_at timestamptz not null default now(),
      unique (agreement_id, role)
    );

    create table agreement_pdf (
      agreement_id integer primary key references agreement(id),
      bytes bytea not null,
      sha256 text not null,
      created_at timestamptz not null default now()
    );
`;

export const down = `
    drop table agreement_pdf;
    drop table agreement_signature;
    drop table agreement;
    drop table agreement_template;
`;
