/**
 * Data for bench/social.ts: the social square at scale in a throwaway PostgreSQL cluster (listings-data.ts's
 * startCluster): 100,000 users, 1,000,000 posts, 10,000,000 post likes, 200 topics, and a reader who
 * follows 500 people and 10 topics.
 *
 * Texts are the social demo seed's own (apps/server/src/modules/social/seed/demo-content.ts: Chinese first,
 * some English and Vietnamese), drawn at random. Posts are spread over the areas (a third in Ho Chi Minh City),
 * published over the last 90 days in id order; a third carry a topic, half carry one to three images. Likes:
 * 0–20 per post (10 on average), by distinct users; the posts' and authors' counters are set from them, as the
 * module keeps them. The module's indexes are dropped for the load and created again from their own
 * definitions afterwards.
 */
import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../apps/server/src/db/schema.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { allMigrations } from '../apps/server/src/modules/migrations.ts';
import { runSeeds } from '../apps/server/src/core/seed-runner.ts';
import { modules } from '../apps/server/src/modules/index.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { enPosts, viPosts, zhPosts } from '../apps/server/src/modules/social/seed/demo-content.ts';
import { imageStoreFor } from '../apps/server/src/seed/store-image.ts';
import { tempDataDir } from './lib.ts';

export const BENCH_PASSWORD = 'Bench1234!';
/** The reader of the "following" feed, and the likers of the toggle measure (usernames). */
export const READER = 'social_reader';
export const LIKERS = Array.from({ length: 10 }, (_, i) => `social_liker_${i}`);

export interface SocialSize {
  users: number;
  posts: number;
  likes: number;
  follows: number;
}

const SOCIAL_TABLES = ['social_post', 'social_post_like', 'social_post_topic', 'social_post_image', 'user_follow'];

export async function loadSocial(url: string, size: SocialSize, log: (m: string) => void) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = database.db as Kysely<DB>;
  const dataDir = tempDataDir('social-seed');
  await migrate(database, allMigrations());
  await runSeeds(db, modules, { storeImage: imageStoreFor(dataDir, database), demo: { only: ['auth'] } });
  rmSync(dataDir, { recursive: true, force: true });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  const since = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
  try {
    let t = Date.now();
    const hash = await hashPassword(BENCH_PASSWORD);
    const hcm = (await q(`select id from site_area where code = 'hcm'`)).rows[0].id as number;
    await q(`insert into app_user (username, area_code, mobile, password_hash, nickname, role, site_area_id, lang)
      select 'sb_' || g, '86', '136' || lpad(g::text, 8, '0'), null, '用户' || g, 'member',
        case when g % 3 = 0 then $1 else (select id from site_area order by id offset (g % (select count(*) from site_area)) limit 1) end, 'zh'
      from generate_series(1, $2::int) g`, [hcm, size.users]);
    await q(`insert into app_user (username, area_code, mobile, password_hash, nickname, role, site_area_id, lang)
      select u, '86', '137' || lpad(n::text, 8, '0'), $1, u, 'member', $2, 'zh' from unnest($3::text[]) with ordinality as x(u, n)`, [hash, hcm, [READER, ...LIKERS]]);
    await q(`drop table if exists sb_user; create table sb_user as select id, site_area_id, row_number() over (order by id) as n from app_user where username like 'sb\\_%'; create index on sb_user (n)`);
    log(`users: ${size.users.toLocaleString('en')} in ${since(t)}`);

    const texts = [...zhPosts.map(([, s]) => ['zh', s]), ...zhPosts.map(([, s]) => ['zh', s]), ...enPosts.map(([, s]) => ['en', s]), ...viPosts.map(([, s]) => ['vi', s])];
    await q(`drop table if exists sb_text; create table sb_text (k serial primary key, lang text, content text)`);
    await q(`insert into sb_text (lang, content) select * from unnest($1::text[], $2::text[])`, [texts.map((x) => x[0]), texts.map((x) => x[1])]);
    await q(`insert into social_topic (site_area_id, user_id, name, description)
      select a.id, (select id from sb_user where n = 1 + (a.id * 31 + g) % $1), '话题' || a.id || '-' || g, '基准测试话题' from site_area a, generate_series(1, 20) g`, [size.users]);

    const defs = (await q(`select indexname, indexdef from pg_indexes where tablename = any($1) and indexname not like '%_pkey'`, [SOCIAL_TABLES])).rows as Array<{ indexname: string; indexdef: string }>;
    for (const d of defs) await q(`drop index ${d.indexname}`);
    t = Date.now();
    const chunk = 200_000;
    const ntext = texts.length;
    for (let from = 1; from <= size.posts; from += chunk) {
      const to = Math.min(size.posts, from + chunk - 1);
      await q(`insert into social_post (user_id, site_area_id, lang_type, content, comment_count, forward_count, created_at)
        select u.id, u.site_area_id, s.lang, s.content, floor(power(random(), 4) * 12)::int, floor(power(random(), 6) * 6)::int,
          now() - (($1::int - g) * (90 * 86400.0 / $1::int)) * interval '1 second'
        from generate_series($2::int, $3::int) g
        join sb_user u on u.n = 1 + (g::bigint * 7919) % $4::int
        join sb_text s on s.k = 1 + (g::bigint * 104729) % $5::int`, [size.posts, from, to, size.users, ntext]);
      log(`  posts ${to.toLocaleString('en')} / ${size.posts.toLocaleString('en')} (${since(t)})`);
    }
    await q(`insert into social_post_topic (post_id, topic_id)
      select p.id, t.id from social_post p join lateral (select id from social_topic where site_area_id = p.site_area_id order by id offset (p.id % 20) limit 1) t on true where p.id % 3 = 0`);
    await q(`insert into social_post_image (post_id, position, url)
      select p.id, k, '/api/media/' || lpad(to_hex(11259375 + (p.id + k) % 40), 32, '0') from social_post p, generate_series(0, 2) k where p.id % 2 = 0 and k <= p.id % 3`);
    log(`posts, topics of posts and images in ${since(t)}`);

    // Likes: post p gets likes from users f(p, k) for k < p*7 % 21 (0–20, 10 on average); distinct per post.
    t = Date.now();
    const perPost = Math.max(1, Math.round((size.likes / size.posts) * 2));
    for (let from = 1; from <= size.posts; from += chunk) {
      const to = Math.min(size.posts, from + chunk - 1);
      await q(`insert into social_post_like (post_id, user_id, created_at)
        select p, u.id, now() from generate_series($1::int, $2::int) p cross join generate_series(0, $3::int - 1) k
        join sb_user u on u.n = 1 + ((p::bigint * 31 + k * 9973) % $4::int)
        where k < (p * 7) % ($3::int + 1)`, [from, to, perPost, size.users]);
      log(`  likes of posts ≤ ${to.toLocaleString('en')} (${since(t)})`);
    }
    await q(`update social_post p set like_count = l.n from (select post_id, count(*)::int as n from social_post_like group by 1) l where l.post_id = p.id`);
    await q(`insert into user_social_stat (user_id, post_count, likes_received)
      select user_id, count(*), sum(like_count) from social_post group by 1
      on conflict (user_id) do update set post_count = excluded.post_count, likes_received = excluded.likes_received`);
    log(`likes and counters in ${since(t)}`);

    // Follows: the reader follows 500 people and 10 topics of Ho Chi Minh City; everybody else a few people.
    t = Date.now();
    await q(`insert into user_follow (follower_id, followee_id)
      select r.id, u.id from app_user r, sb_user u where r.username = $1 and u.n % ($2::int / 500) = 0 limit 500`, [READER, size.users]);
    await q(`insert into user_follow (follower_id, followee_id)
      select a.id, b.id from generate_series(1, $1::int) g
      join sb_user a on a.n = 1 + (g * 7) % $2::int join sb_user b on b.n = 1 + (g * 13 + 5) % $2::int
      where a.id <> b.id on conflict do nothing`, [size.follows, size.users]);
    await q(`insert into social_topic_follow (user_id, topic_id)
      select r.id, t.id from app_user r, social_topic t where r.username = $1 and t.site_area_id = $2 order by t.id limit 10`, [READER, hcm]);
    await q(`insert into user_social_stat (user_id, following_count) select follower_id, count(*) from user_follow group by 1
      on conflict (user_id) do update set following_count = excluded.following_count`);
    await q(`insert into user_social_stat (user_id, fans_count) select followee_id, count(*) from user_follow group by 1
      on conflict (user_id) do update set fans_count = excluded.fans_count`);
    log(`follows in ${since(t)}`);

    t = Date.now();
    for (const d of defs) {
      const t1 = Date.now();
      await q(d.indexdef);
      log(`  index ${d.indexname}: ${since(t1)}`);
    }
    await q('vacuum analyze');
    log(`indexes rebuilt and analysed in ${since(t)}`);
    await q(`create table if not exists bench_social_done (at timestamptz default now(), posts int); insert into bench_social_done (posts) values (${size.posts})`);
  } finally {
    await pool.end();
    await database.close();
  }
}

export async function isSocialLoaded(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return Boolean((await c.query(`select to_regclass('bench_social_done') is not null as ok`)).rows[0].ok);
  } finally {
    await c.end();
  }
}

/**
 * The favourite toggle's targets (bench/social.ts's baseline write): `n` live second-hand listings in the area,
 * added once to a loaded cluster (their titles mark them). Returns their ids.
 */
export async function ensureFavouriteTargets(url: string, areaId: number, n: number): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const mine = `select id from listing where title like 'bench favourite %' order by id`;
    let ids = (await pool.query(mine)).rows.map((r: { id: number }) => r.id);
    if (ids.length < n) {
      await pool.query(
        `insert into listing (kind, site_area_id, user_id, title, currency, status, review_status, ever_passed)
         select 'shGoods', $1, (select id from app_user where username = $2), 'bench favourite ' || g, (select currency from site_area where id = $1), 'online', 'passed', true
         from generate_series($3::int + 1, $4::int) g`,
        [areaId, READER, ids.length, n],
      );
      await pool.query('analyze listing');
      ids = (await pool.query(mine)).rows.map((r: { id: number }) => r.id);
    }
    return ids.slice(0, n);
  } finally {
    await pool.end();
  }
}
