/**
 * News articles (docs/articles.md). Categories are shared by every area (names in zh/en/vi); an article
 * belongs to one area and one language, written by an area admin, its HTML sanitised before it is stored.
 * Counters are cached on the rows and kept in the transaction that changes them; `search` holds the lexemes
 * of title, summary and text (the listings' search entry), written with the row.
 */
export const up = `
    create table article_category (
      id serial primary key,
      names jsonb not null,
      sort integer not null default 0
    );

    create table article (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      lang_type text not null default 'zh' check (lang_type in ('zh','en','vi')),
      category_id integer not null references article_category(id),
      title text not null,
      summary text not null default '',
      cover text,
      content text not null default '',
      status text not null default 'published' check (status in ('published','draft')),
      is_appoint boolean not null default false,
      author_id integer references app_user(id) on delete set null,
      browse integer not null default 0 check (browse >= 0),
      forward_count integer not null default 0 check (forward_count >= 0),
      like_count integer not null default 0 check (like_count >= 0),
      comment_count integer not null default 0 check (comment_count >= 0),
      solve_count integer not null default 0 check (solve_count >= 0),
      search tsvector not null default ''::tsvector,
      published_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create index article_area_new on article (site_area_id, id desc) where deleted_at is null and status = 'published';
    create index article_area_category on article (site_area_id, category_id, id desc) where deleted_at is null and status = 'published';
    create index article_appoint on article (site_area_id, id desc) where deleted_at is null and status = 'published' and is_appoint;
    create index article_search on article using gin (search);

    create table article_like (
      article_id integer not null references article(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (article_id, user_id)
    );
    create table article_collect (
      article_id integer not null references article(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, article_id)
    );
    create index article_collect_mine on article_collect (user_id, created_at desc, article_id desc);
    create table article_solve (
      article_id integer not null references article(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (article_id, user_id)
    );
    create table article_comment (
      id serial primary key,
      article_id integer not null references article(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      parent_id integer references article_comment(id) on delete cascade,
      reply_to_user_id integer references app_user(id) on delete set null,
      content text not null,
      like_count integer not null default 0 check (like_count >= 0),
      reply_count integer not null default 0 check (reply_count >= 0),
      created_at timestamptz not null default now(),
      hidden_at timestamptz,
      hidden_reason text,
      deleted_at timestamptz
    );
    create index article_comment_top on article_comment (article_id, id desc) where parent_id is null and deleted_at is null;
    create index article_comment_replies on article_comment (parent_id, id) where deleted_at is null;
    create table article_comment_like (
      comment_id integer not null references article_comment(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (comment_id, user_id)
    );
`;

export const down = `
    drop table article_comment_like, article_comment, article_solve, article_collect, article_like, article, article_category;
`;
