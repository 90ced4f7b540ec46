import { sql } from 'kysely';
import { forbidden } from '../../src/core/errors.js';
import type { AuthUser } from '../../src/core/routes.js';
import type { DB } from '../../src/db/schema.js';
import { Commentables } from '../../src/modules/comments/commentables.js';
import { defineCommentable, type CommentTarget } from '../../src/modules/comments/index.js';
import type { Db } from '../../src/modules/comments/tables.js';
import { SensitiveWords } from '../../src/modules/moderation/index.js';
import { ReportTargetRegistry } from '../../src/modules/notices/index.js';
import { UserBlocks } from '../../src/modules/relations/index.js';
import type { TestApp } from '../support/harness.js';

/**
 * Two commentable kinds on throwaway tables, declared as a module would, on an engine built from the test app's
 * database: members' walks (threads, likes, the walk's owner and the area's admins delete, members-only walks)
 * and guides' reviews (ratings 1–5, one per person, the guide answers each review once). Their columns are
 * named unlike the square's on purpose (`guide_id`, `review_count`, `stars`), so the renaming is exercised.
 */
const TABLES = `
    create table test_walk (
      id serial primary key,
      user_id integer not null references app_user(id),
      site_area_id integer not null references site_area(id),
      members_only boolean not null default false,
      comment_count integer not null default 0 check (comment_count >= 0),
      hidden_at timestamptz,
      deleted_at timestamptz
    );
    create table test_walk_member (walk_id integer not null references test_walk(id), user_id integer not null references app_user(id), primary key (walk_id, user_id));
    create table test_walk_comment (
      id serial primary key,
      walk_id integer not null references test_walk(id) on delete cascade,
      user_id integer not null references app_user(id),
      parent_id integer references test_walk_comment(id),
      reply_to_user_id integer references app_user(id),
      content text not null,
      like_count integer not null default 0 check (like_count >= 0),
      reply_count integer not null default 0 check (reply_count >= 0),
      created_at timestamptz not null default now(),
      hidden_at timestamptz, hidden_reason text, hidden_by integer references app_user(id),
      deleted_at timestamptz
    );
    create table test_walk_comment_like (comment_id integer not null references test_walk_comment(id), user_id integer not null references app_user(id), created_at timestamptz not null default now(), primary key (comment_id, user_id));

    create table test_guide (
      id serial primary key,
      user_id integer not null references app_user(id),
      site_area_id integer not null references site_area(id),
      review_count integer not null default 0 check (review_count >= 0),
      star_sum integer not null default 0,
      star_count integer not null default 0 check (star_count >= 0)
    );
    create table test_guide_review (
      id serial primary key,
      guide_id integer not null references test_guide(id) on delete cascade,
      user_id integer not null references app_user(id),
      parent_id integer references test_guide_review(id),
      reply_to_user_id integer references app_user(id),
      content text not null,
      stars smallint check (stars between 1 and 5),
      like_count integer not null default 0,
      reply_count integer not null default 0,
      created_at timestamptz not null default now(),
      hidden_at timestamptz, hidden_reason text, hidden_by integer references app_user(id),
      deleted_at timestamptz
    );
    create table test_guide_review_like (comment_id integer not null references test_guide_review(id), user_id integer not null references app_user(id), created_at timestamptz not null default now(), primary key (comment_id, user_id));

    create table test_inn (
      id serial primary key,
      user_id integer not null references app_user(id),
      site_area_id integer not null references site_area(id),
      review_count integer not null default 0 check (review_count >= 0),
      score_sum integer not null default 0,
      score_count integer not null default 0 check (score_count >= 0)
    );
    create table test_inn_stay (
      id serial primary key,
      inn_id integer not null references test_inn(id),
      user_id integer not null references app_user(id),
      done boolean not null default false
    );
    create table test_inn_review (
      id serial primary key,
      inn_id integer not null references test_inn(id) on delete cascade,
      user_id integer not null references app_user(id),
      parent_id integer references test_inn_review(id),
      reply_to_user_id integer references app_user(id),
      content text not null,
      score smallint check (score between 1 and 5),
      stay_id integer references test_inn_stay(id),
      like_count integer not null default 0,
      reply_count integer not null default 0,
      created_at timestamptz not null default now(),
      hidden_at timestamptz, hidden_reason text, hidden_by integer references app_user(id),
      deleted_at timestamptz
    );
    create unique index test_inn_review_stay on test_inn_review (stay_id) where score is not null and deleted_at is null;
    create table test_inn_review_like (comment_id integer not null references test_inn_review(id), user_id integer not null references app_user(id), created_at timestamptz not null default now(), primary key (comment_id, user_id));
`;

export async function createTestTables(t: TestApp): Promise<void> {
  // One statement per call: prepared statements take one command each.
  for (const statement of TABLES.split(';').map((x) => x.trim()).filter(Boolean)) await sql.raw(statement).execute(t.db);
}

/** A throwaway table's name where a declaration wants one of DB's. */
const table = (name: string) => name as keyof DB & string;

type WalkTarget = CommentTarget & { membersOnly: boolean };

async function walkTarget(db: Db, id: number): Promise<WalkTarget | undefined> {
  const { rows } = await sql<{ id: number; user_id: number; site_area_id: number; members_only: boolean; hidden_at: Date | null; deleted_at: Date | null }>`
    select id, user_id, site_area_id, members_only, hidden_at, deleted_at from test_walk where id = ${id}`.execute(db);
  const w = rows[0];
  return w && { id: w.id, ownerId: w.user_id, siteAreaId: w.site_area_id, hidden: w.hidden_at !== null, gone: w.deleted_at !== null, membersOnly: w.members_only };
}

const walkNotice = (kind: string, w: CommentTarget, text: string) => ({ kind, title: { key: 'notice.social.comment.title' as const }, body: { key: 'notice.social.comment.body' as const, params: { name: 'x', content: text } }, refType: 'test_walk', refId: w.id, siteAreaId: w.siteAreaId });

export const walkComments = defineCommentable({
  name: 'test_walk',
  tables: { comments: table('test_walk_comment'), likes: table('test_walk_comment_like'), targets: table('test_walk'), targetColumn: 'walk_id', counter: 'comment_count' },
  target: walkTarget,
  mayComment: async (db, walk, userId) => {
    if (!walk.membersOnly || walk.ownerId === userId) return;
    const { rows } = await sql`select 1 from test_walk_member where walk_id = ${walk.id} and user_id = ${userId}`.execute(db);
    if (!rows.length) throw forbidden('error.forbidden');
  },
  replies: 'thread',
  repliesShown: 2,
  deleteBy: ['targetOwner', 'areaAdmins'],
  notices: {
    toOwner: (w, e) => walkNotice('test_walk_comment', w, e.excerpt),
    toReplied: (w, e) => walkNotice('test_walk_reply', w, e.excerpt),
    hidden: (w, h) => walkNotice('test_walk_hidden', w, h.reason),
  },
  audit: { action: 'test_walk.comment', targetType: 'test_walk_comment' },
  reportType: 'test_walk_comment',
  present: (v) => v,
});

async function guideTarget(db: Db, id: number): Promise<CommentTarget | undefined> {
  const { rows } = await sql<{ id: number; user_id: number; site_area_id: number }>`select id, user_id, site_area_id from test_guide where id = ${id}`.execute(db);
  const g = rows[0];
  return g && { id: g.id, ownerId: g.user_id, siteAreaId: g.site_area_id, hidden: false, gone: false };
}

export const guideReviews = defineCommentable({
  name: 'test_guide',
  tables: { comments: table('test_guide_review'), likes: table('test_guide_review_like'), targets: table('test_guide'), targetColumn: 'guide_id', counter: 'review_count' },
  target: guideTarget,
  replies: 'ownerAnswer',
  repliesShown: 1,
  ratings: { min: 1, max: 5, rating: 'stars', sum: 'star_sum', count: 'star_count' },
  notices: { hidden: (g, h) => walkNotice('test_guide_hidden', g, h.reason) },
  present: (v) => v,
});

async function innTarget(db: Db, id: number): Promise<CommentTarget | undefined> {
  const { rows } = await sql<{ id: number; user_id: number; site_area_id: number }>`select id, user_id, site_area_id from test_inn where id = ${id}`.execute(db);
  const g = rows[0];
  return g && { id: g.id, ownerId: g.user_id, siteAreaId: g.site_area_id, hidden: false, gone: false };
}

/**
 * Inns' reviews: rated (`score`), each spending a finished stay (the rating ticket `stay_id`), the inn answers
 * once. A stay is finished when `done`; the unique index above is the one a module's migration adds.
 */
export const innReviews = defineCommentable({
  name: 'test_inn',
  tables: { comments: table('test_inn_review'), likes: table('test_inn_review_like'), targets: table('test_inn'), targetColumn: 'inn_id', counter: 'review_count' },
  target: innTarget,
  replies: 'ownerAnswer',
  repliesShown: 1,
  ratings: { min: 1, max: 5, rating: 'score', sum: 'score_sum', count: 'score_count' },
  ratingTicket: {
    column: 'stay_id',
    held: async (db, inn, userId) => (await sql<{ id: number }>`select id from test_inn_stay where inn_id = ${inn.id} and user_id = ${userId} and done order by id`.execute(db)).rows.map((r) => r.id),
  },
  notices: { hidden: (g, h) => walkNotice('test_inn_hidden', g, h.reason) },
  present: (v) => v,
});

/** The engine as the comments module builds it, on the test app's database, with the kinds declared. */
export function testEngine(t: TestApp) {
  const reports = new ReportTargetRegistry();
  const words = new SensitiveWords(t.db);
  const commentables = new Commentables(t.db, { words, blocks: new UserBlocks(t.db), reports });
  return { reports, words, commentables, walks: commentables.declare(walkComments), guides: commentables.declare(guideReviews), inns: commentables.declare(innReviews) };
}

/** A signed-in account as the routes see it. */
export async function authOf(t: TestApp, token: string): Promise<AuthUser> {
  const user = await t.app.resolveUser(token);
  if (!user) throw new Error('no such session');
  return user;
}
