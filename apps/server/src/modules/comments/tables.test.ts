import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { renames, scoper } from './tables.js';

/** Queries compiled (never run) against the square's names: what the engine's stand-ins become. */
const db = new Kysely<DB>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
});
const scoped = scoper(renames({ comments: 'social_comment', likes: 'social_comment_like', targets: 'social_post', targetColumn: 'post_id', counter: 'comment_count' }))(db);
const guide = scoper(renames({ comments: 'article_comment', likes: 'article_comment_like', targets: 'article', targetColumn: 'guide_id', counter: 'review_count' }, { rating: 'stars', sum: 'star_sum', count: 'star_count' }))(db);

describe('the stand-in names', () => {
  it('become the kind’s tables and columns; aliases keep the stand-in names the engine reads', () => {
    const q = scoped.selectFrom('commentable_comment as c').select(['c.id', 'c.target_id as target_id']).where('c.target_id', '=', 5).compile();
    expect(q.sql).toBe('select "c"."id", "c"."post_id" as "target_id" from "social_comment" as "c" where "c"."post_id" = $1');
  });

  it('renames inside sql.ref but leaves raw text alone (raw text names only columns every kind shares)', () => {
    const q = guide
      .updateTable('commentable_target')
      .set({ comment_count: sql<number>`greatest(0, ${sql.ref('comment_count')} + 1)`, rating_sum: sql<number>`${sql.ref('rating_sum')} + 4` })
      .where(sql<boolean>`deleted_at is null`)
      .compile();
    expect(q.sql).toBe('update "article" set "review_count" = greatest(0, "review_count" + 1), "star_sum" = "star_sum" + 4 where deleted_at is null');
  });

  it('rewrites inserts, conflict targets and other tables not at all', () => {
    const insert = scoped.insertInto('commentable_like').values({ comment_id: 1, user_id: 2 }).onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing()).compile();
    expect(insert.sql).toBe('insert into "social_comment_like" ("comment_id", "user_id") values ($1, $2) on conflict ("comment_id", "user_id") do nothing');
    expect((scoped as unknown as Kysely<DB>).selectFrom('app_user').select('id').compile().sql).toBe('select "id" from "app_user"');
  });

  it('renames the rating ticket’s column (kinds with `ratingTicket`), in inserts and in selects `as` the stand-in', () => {
    const hotel = scoper(renames({ comments: 'hotel_comment', likes: 'hotel_comment_like', targets: 'hotel', targetColumn: 'hotel_id', counter: 'comment_count' }, { rating: 'rating', sum: 'rating_sum', count: 'rating_count' }, 'order_id'))(db);
    const q = hotel.selectFrom('commentable_comment').select('ticket_id as ticket_id').where('ticket_id', 'in', [1, 2]).where('rating', 'is not', null).compile();
    expect(q.sql).toBe('select "order_id" as "ticket_id" from "hotel_comment" where "order_id" in ($1, $2) and "rating" is not null');
    const insert = hotel.insertInto('commentable_comment').values({ target_id: 1, user_id: 2, parent_id: null, reply_to_user_id: null, content: 'x', rating: 5, ticket_id: 9 }).compile();
    expect(insert.sql).toBe('insert into "hotel_comment" ("hotel_id", "user_id", "parent_id", "reply_to_user_id", "content", "rating", "order_id") values ($1, $2, $3, $4, $5, $6, $7)');
  });

  it('refuses a name that is not a plain SQL identifier', () => {
    expect(() => renames({ comments: 'social_comment', likes: 'social_comment_like', targets: 'social_post', targetColumn: 'post_id"; drop', counter: 'comment_count' })).toThrow(/identifier/);
  });
});
