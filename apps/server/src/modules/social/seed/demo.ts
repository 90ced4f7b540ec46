import type { LocalizedText } from '@haiwai/contracts';
import { sql, type Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { areaPlaces, demoTopics, enComments, enPosts, viComments, viPosts, zhComments, zhPosts, zhReplies } from './demo-content.js';
import { renderSocialImages } from './demo-images.js';
import { insertMany, rng, type Rng } from './demo-util.js';

/**
 * The demo square of every site area (after the listings' demo, whose 24 people per area post here): 20
 * topics, 160 posts over the last 30 days (mostly Chinese, some English and Vietnamese), comments with
 * replies, likes, follows between people and of topics. Six pictures rendered once serve every post.
 * Counters are computed here and written with the rows, as the live code would have left them. One
 * transaction per area; the marker makes later starts skip it.
 */
const MARK = 'seed.social-demo';
const POSTS_PER_AREA = 160;
const DAY = 86_400_000;

type Person = number;
interface Area {
  id: number;
  code: string;
  names: LocalizedText;
}
interface Fill {
  area: string;
  districts: string[];
  landmarks: string[];
  buildings: string[];
}
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const fill = (text: string, f: Fill, r: Rng) =>
  text.replaceAll('{area}', f.area).replaceAll('{district}', r.pick(f.districts)).replaceAll('{landmark}', r.pick(f.landmarks)).replaceAll('{building}', r.pick(f.buildings));

export async function seedSocialDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const started = Date.now();
  const areas = (await db.selectFrom('site_area').select(['id', 'code', 'names']).orderBy('sort').orderBy('id').execute()).map((a) => ({ ...a, names: json<LocalizedText>(a.names) }));
  const people = await db.selectFrom('app_user').select(['id', 'username']).where('username', 'like', 'demo\\_%').execute();
  const fixed = await db.selectFrom('app_user').select(['id', 'username']).where('username', 'in', ['member', 'publisher']).execute();
  if (!people.length) return false; // the listings' demo people are not there (a demo of some modules only)
  const districts = await db.selectFrom('district').select(['site_area_id', 'names']).execute();
  const images = await renderSocialImages(storeImage);
  let posts = 0;
  for (const [ai, area] of areas.entries()) {
    const own = people.filter((p) => p.username!.startsWith(`demo_${area.code}_`)).map((p) => p.id);
    if (!own.length) continue;
    const member = area.code === 'hcm' ? fixed.find((u) => u.username === 'member')?.id : undefined;
    const everyone = [...own, ...(area.code === 'hcm' ? fixed.map((u) => u.id) : [])];
    const places = areaPlaces[area.code] ?? areaPlaces.hcm!;
    const f: Fill = {
      area: area.names.zh,
      districts: districts.filter((d) => d.site_area_id === area.id).map((d) => json<LocalizedText>(d.names).zh).concat(area.names.zh).slice(0, 12),
      landmarks: places.landmarks,
      buildings: places.buildings,
    };
    const r = rng(4242 + ai * 104_729);
    await db.transaction().execute((trx) => seedArea(trx, { area, everyone, member, images, f, r, vietnamese: area.code === 'hcm' || area.code === 'hanoi' || area.code === 'danang' }));
    posts += POSTS_PER_AREA;
  }
  await markSeeded(db, MARK);
  await sql`analyze social_post, social_comment, social_post_like, social_topic`.execute(db);
  log(`seeded ${posts} demo posts with topics, comments and likes in ${areas.length} areas (${Date.now() - started} ms)`);
  return posts > 0;
}

interface AreaInput {
  area: Area;
  everyone: Person[];
  member: Person | undefined;
  images: string[];
  f: Fill;
  r: Rng;
  vietnamese: boolean;
}

interface Draft {
  author: Person;
  topic: number | null;
  content: string;
  lang: 'zh' | 'en' | 'vi';
  at: Date;
  images: string[];
  likers: Person[];
  forwards: number;
}

function draftPosts({ everyone, member, images, f, r, vietnamese }: AreaInput, now: number): Draft[] {
  const drafts: Draft[] = Array.from({ length: POSTS_PER_AREA }, () => {
    const x = r.next();
    const [lang, pool] = x < (vietnamese ? 0.76 : 0.84) ? (['zh', zhPosts] as const) : x < (vietnamese ? 0.88 : 0.96) ? (['en', enPosts] as const) : (['vi', viPosts] as const);
    const [topic, text] = r.pick(pool);
    const picture = demoTopics[topic]?.image;
    const author = r.pick(everyone);
    const others = everyone.filter((p) => p !== author);
    return {
      author,
      topic: r.chance(0.9) ? topic : null,
      content: fill(text, f, r),
      lang,
      at: new Date(now - r.next() ** 1.3 * 30 * DAY),
      images: r.chance(0.4) ? r.some(picture !== undefined ? [images[picture]!, ...images] : images, r.int(1, 3)) : [],
      likers: r.some(others, Math.floor(r.next() ** 2 * Math.min(18, others.length))),
      forwards: Math.floor(r.next() ** 3 * 6),
    };
  });
  // The demo member has a few posts of their own among the recent ones.
  if (member !== undefined) for (const k of [0, 1, 2]) Object.assign(drafts[k]!, { author: member, at: new Date(now - (k + 1) * 3_600_000), likers: drafts[k]!.likers.filter((p) => p !== member) });
  return drafts.sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function seedArea(trx: Transaction<DB>, input: AreaInput): Promise<void> {
  const { area, everyone, images, r } = input;
  const now = Date.now();
  const topicRows = await trx
    .insertInto('social_topic')
    .values(demoTopics.map((t, i) => ({ site_area_id: area.id, user_id: everyone[i % everyone.length]!, name: t.name, description: t.description, cover: t.image === undefined ? null : images[t.image]!, created_at: new Date(now - (60 - i) * DAY) })))
    .returning('id')
    .execute();
  const topicIds = topicRows.map((t) => t.id);
  const drafts = draftPosts(input, now);
  const comments = drafts.map((d) => draftComments(d, everyone, input));
  const postIds = await insertMany(trx, 'social_post', drafts.map((d, i) => ({
    user_id: d.author, site_area_id: area.id, lang_type: d.lang, content: d.content, location: r.chance(0.3) ? r.pick(input.f.districts) : null,
    like_count: d.likers.length, comment_count: comments[i]!.reduce((n, c) => n + 1 + c.replies.length, 0), forward_count: d.forwards, created_at: d.at,
  })));
  await insertMany(trx, 'social_post_image', drafts.flatMap((d, i) => d.images.map((url, position) => ({ post_id: postIds[i]!, position, url }))), false);
  await insertMany(trx, 'social_post_topic', drafts.flatMap((d, i) => (d.topic === null ? [] : [{ post_id: postIds[i]!, topic_id: topicIds[d.topic]! }])), false);
  await insertMany(trx, 'social_post_like', drafts.flatMap((d, i) => d.likers.map((user_id, k) => ({ post_id: postIds[i]!, user_id, created_at: new Date(d.at.getTime() + (k + 1) * 600_000) }))), false);
  await writeComments(trx, postIds, comments);
  await writeFollows(trx, input, topicIds, postIds);
  // Counters as the live code keeps them: topics' posts and followers, people's posts and likes received.
  await sql`update social_topic t set post_count = (select count(*) from social_post_topic pt where pt.topic_id = t.id),
    follow_count = (select count(*) from social_topic_follow f where f.topic_id = t.id) where t.site_area_id = ${area.id}`.execute(trx);
  const byAuthor = new Map<number, { posts: number; likes: number }>();
  for (const d of drafts) {
    const s = byAuthor.get(d.author) ?? { posts: 0, likes: 0 };
    byAuthor.set(d.author, { posts: s.posts + 1, likes: s.likes + d.likers.length });
  }
  await trx
    .insertInto('user_social_stat')
    .values([...byAuthor].map(([user_id, s]) => ({ user_id, post_count: s.posts, likes_received: s.likes })))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ post_count: sql`user_social_stat.post_count + excluded.post_count`, likes_received: sql`user_social_stat.likes_received + excluded.likes_received` }))
    .execute();
}

interface CommentDraft {
  user: Person;
  content: string;
  at: Date;
  replies: Array<{ user: Person; content: string; at: Date; to: Person | null }>;
}

function draftComments(d: Draft, everyone: Person[], { r, f }: AreaInput): CommentDraft[] {
  const n = Math.floor(r.next() ** 1.6 * 6);
  const pool = d.lang === 'zh' ? zhComments : d.lang === 'en' ? enComments : viComments;
  return Array.from({ length: n }, (_, k) => {
    const at = new Date(d.at.getTime() + (k + 1) * 1_800_000);
    const user = r.pick(everyone);
    const replies = Array.from({ length: r.chance(0.4) ? r.int(1, 4) : 0 }, (_, j) => {
      const byAuthor = j === 0 && user !== d.author;
      const who = byAuthor ? d.author : r.pick(everyone);
      return { user: who, content: d.lang === 'zh' ? r.pick(zhReplies) : r.pick(pool), at: new Date(at.getTime() + (j + 1) * 900_000), to: j > 0 && r.chance(0.5) ? user : null };
    });
    return { user, content: fill(r.pick(pool), f, r), at, replies };
  });
}

async function writeComments(trx: Transaction<DB>, postIds: number[], comments: CommentDraft[][]): Promise<void> {
  const tops = comments.flatMap((list, i) => list.map((c) => ({ postId: postIds[i]!, c })));
  const topIds = await insertMany(trx, 'social_comment', tops.map(({ postId, c }) => ({ post_id: postId, user_id: c.user, content: c.content, created_at: c.at, reply_count: c.replies.length })));
  await insertMany(
    trx,
    'social_comment',
    tops.flatMap(({ postId, c }, k) => c.replies.map((rep) => ({ post_id: postId, user_id: rep.user, parent_id: topIds[k]!, reply_to_user_id: rep.to, content: rep.content, created_at: rep.at }))),
    false,
  );
}

/** People follow some of their area's people and topics; each follower has read up to a week ago, so recent posts are unread. */
async function writeFollows(trx: Transaction<DB>, { everyone, member, r }: AreaInput, topicIds: number[], postIds: number[]): Promise<void> {
  const seenUpTo = postIds[Math.floor(postIds.length * 0.8)] ?? 0;
  const topicFollows = everyone.flatMap((user) => r.some(topicIds, user === member ? 6 : r.int(2, 5)).map((topic_id) => ({ user_id: user, topic_id, last_seen_post_id: seenUpTo })));
  await insertMany(trx, 'social_topic_follow', topicFollows, false);
  const pairs = everyone.flatMap((follower) => r.some(everyone.filter((p) => p !== follower), follower === member ? 10 : r.int(2, 7)).map((followee) => ({ follower_id: follower, followee_id: followee })));
  // Another module's seed may have written some of these pairs: count only the ones written here.
  const written = await trx.insertInto('user_follow').values(pairs).onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing()).returning(['follower_id', 'followee_id']).execute();
  const following = new Map<number, number>();
  const fans = new Map<number, number>();
  for (const p of written) {
    following.set(p.follower_id, (following.get(p.follower_id) ?? 0) + 1);
    fans.set(p.followee_id, (fans.get(p.followee_id) ?? 0) + 1);
  }
  const rows = everyone.map((user_id) => ({ user_id, following_count: following.get(user_id) ?? 0, fans_count: fans.get(user_id) ?? 0 }));
  await trx
    .insertInto('user_social_stat')
    .values(rows)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ following_count: sql`user_social_stat.following_count + excluded.following_count`, fans_count: sql`user_social_stat.fans_count + excluded.fans_count` }))
    .execute();
}
