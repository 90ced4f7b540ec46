import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { upload } from '../media/helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { socialWorld, type Who } from '../social/support.js';
import { startDeepLStandIn, startLibreTranslateStandIn } from '../support/translate-standins.js';

/**
 * Translation on demand (docs/translation.md) through both engines' local stand-ins: what a reader may have
 * translated, what is kept intact, the cache, the quotas and every documented engine failure.
 */

type Translation = { source_lang: string | null; target_lang: string; same_language: boolean; fields: Record<string, string> };
type World = Awaited<ReturnType<typeof socialWorld>>;

async function listing(t: TestApp, publisher: { token: string }, admin: { token: string }, body: Record<string, unknown>) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } }).png().toBuffer();
  const up = await upload(t, png, { token: publisher.token, type: 'image/png', filename: 'a.png' });
  const cats = await t.call<Array<{ id: number }>>('housingCategory', { siteAreaId: 1 });
  const saved = await t.call<{ id: number }>('housingSave', {
    token: publisher.token,
    siteAreaId: 1,
    body: { price: 12000000, category_id: cats.data[0]!.id, images: [up.body.data.url], deal: 'rent', area_sqm: 65, rooms: 2, ...body },
  });
  if (saved.status !== 200) throw new Error(`listing: ${saved.message}`);
  return { id: saved.data.id, adopt: () => t.call('housingAdminAdopt', { token: admin.token, params: { id: saved.data.id }, body: {} }) };
}

describe('LibreTranslate', () => {
  let t: TestApp;
  let lt: Awaited<ReturnType<typeof startLibreTranslateStandIn>>;
  let w: World;
  let reader: Who;
  let other: Who;
  const translate = (who: Who | null, body: Record<string, unknown>, lang = 'zh') => t.call<Translation>('translate', { token: who?.token ?? null, body, lang });

  beforeAll(async () => {
    lt = await startLibreTranslateStandIn({ apiKey: 'lt-key-123' });
    t = await startTestApp({ TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: lt.url, LIBRETRANSLATE_API_KEY: 'lt-key-123', TRANSLATE_TIMEOUT_MS: '600', TRANSLATE_MEMBER_DAILY_CHARS: '400' });
    w = await socialWorld(t);
    [reader, other] = await w.people(['Reader', 'Other']) as [Who, Who];
  });
  afterAll(async () => {
    await t.close();
    await lt.close();
  });

  it('says it is on', async () => {
    expect((await t.call('translateConfig')).data).toEqual({ enabled: true, engine: 'libretranslate' });
  });

  it('translates a published listing into the reader’s language, keeping line breaks, numbers, prices, phone numbers, links and emoji', async () => {
    const pub = await t.login('13800000002');
    const admin = await t.login('13800000100');
    const l = await listing(t, pub, admin, {
      title: 'Cho thuê căn hộ 2 phòng ngủ quận 7',
      description: 'Giá 12 triệu/tháng 🏠\n\nLiên hệ 0901 234 567\nXem thêm https://example.vn/p/7',
    });
    // Under review: only its publisher and the area's admins may read it, so only they may have it translated.
    expect((await translate(reader, { type: 'listing', id: l.id })).status).toBe(404);
    await l.adopt();
    const r = await translate(reader, { type: 'listing', id: l.id });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ source_lang: 'vi', target_lang: 'zh', same_language: false });
    expect(r.data.fields.title).toBe('[zh-Hans] CHO THUÊ CĂN HỘ 2 PHÒNG NGỦ QUẬN 7');
    expect(r.data.fields.description).toBe('[zh-Hans] GIÁ 12 triệu/THÁNG 🏠\n\n[zh-Hans] LIÊN HỆ 0901 234 567\n[zh-Hans] XEM THÊM https://example.vn/p/7');
    // The documented request: source auto, the server's own code for Chinese (read from /languages), html, the key.
    const sent = lt.requests.filter((q) => q.path === '/translate').at(-1)!;
    expect(sent).toMatchObject({ source: 'auto', target: 'zh-Hans', format: 'html', key: 'lt-key-123' });
    expect(sent.texts).toContain('Giá <x i="0"/>/tháng <x i="1"/>');
  });

  it('answers the same text from the cache: the engine is asked once, however many read it', async () => {
    const post = await w.post(other, { content: 'Có ai biết chỗ thuê xe máy không?' });
    const before = lt.requests.length;
    const a = await translate(reader, { type: 'post', id: post.id });
    const b = await translate(other, { type: 'post', id: post.id });
    expect(a.data.fields.content).toBe('[zh-Hans] CÓ AI BIẾT CHỖ THUÊ XE MÁY KHÔNG?');
    expect(b.data).toEqual(a.data);
    expect(lt.requests.length - before).toBe(1);
    const usage = await t.db.selectFrom('translation_usage').selectAll().where('user_id', 'in', [reader.id, other.id]).execute();
    expect(usage.find((u) => u.user_id === other.id)).toMatchObject({ chars: 0, cache_hits: 1 });
  });

  it('a text already in the reader’s language comes back as it is', async () => {
    const post = await w.post(other, { content: '第七郡哪里租房方便？' });
    const r = await translate(reader, { type: 'post', id: post.id }, 'zh');
    expect(r.data).toMatchObject({ source_lang: 'zh', same_language: true, fields: { content: '第七郡哪里租房方便？' } });
  });

  it('comments, received chat messages and articles; never another’s hidden post, a conversation I am not in, or a recalled message', async () => {
    const post = await w.post(other, { content: 'Hello neighbours' });
    const c = await w.comment(other, { post_id: post.id, content: 'Thanks a lot' });
    expect((await translate(reader, { type: 'comment', id: c.id })).data.fields.content).toBe('[zh-Hans] THANKS A LOT');
    await t.db.updateTable('social_post').set({ hidden_at: new Date() }).where('id', '=', post.id).execute();
    expect((await translate(reader, { type: 'post', id: post.id })).status).toBe(404);
    expect((await translate(reader, { type: 'comment', id: c.id })).status).toBe(404);

    const sent = await t.call<{ message_id: number; conversation_id: number }>('chatSend', { token: other.token, body: { other_user_id: reader.id, type: 'text', content: { text: 'See you at 7pm' } } });
    expect((await translate(reader, { type: 'chat_message', id: sent.data.message_id })).data.fields.text).toBe('[zh-Hans] SEE YOU AT 7PM');
    const [stranger] = (await w.people(['Stranger'])) as [Who];
    expect((await translate(stranger, { type: 'chat_message', id: sent.data.message_id })).status).toBe(404);
    await t.call('chatRecall', { token: other.token, body: { message_id: sent.data.message_id } });
    expect((await translate(reader, { type: 'chat_message', id: sent.data.message_id })).status).toBe(404);

    const article = await t.db.selectFrom('article').select('id').where('status', '=', 'published').where('deleted_at', 'is', null).executeTakeFirst();
    if (article) {
      const r = await translate(reader, { type: 'article', id: article.id }, 'vi');
      expect(r.status).toBe(200);
      expect(r.data.fields.content).not.toMatch(/<x i=|<script/);
    }
  });

  it('the other kinds’ comments through the comment engine (an article’s here): as its thread shows them to the reader, else 404', async () => {
    const adminHcm = await t.login('admin_hcm');
    const category = (await t.call<Array<{ id: number }>>('articleListCategory')).data[0]!.id;
    const write = (body: Record<string, unknown>) =>
      t.call<{ id: number }>('adminArticleSave', { token: adminHcm.token, body: { title: 'Hướng dẫn thuê nhà', summary: '', category_id: category, site_area_id: w.hcm, lang: 'vi', content: '<p>Nội dung</p>', ...body } });
    const article = (await write({})).data.id;
    const comment = await t.call<{ id: number }>('articleCommentSave', { token: other.token, body: { article_id: article, content: 'Bài viết rất hữu ích, cảm ơn!' } });
    expect(comment.status).toBe(200);
    const id = comment.data.id;
    const r = await translate(reader, { type: 'article_comment', id });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ type: 'article_comment', source_lang: 'vi', fields: { content: '[zh-Hans] BÀI VIẾT RẤT HỮU ÍCH, CẢM ƠN!' } });
    // Kinds are kept apart: the same id is not a comment of the square, nor of a hotel.
    expect((await translate(reader, { type: 'hotel_comment', id })).status).toBe(404);
    // Hidden by an admin: its author still reads it in the thread (and may translate it), nobody else.
    await t.db.updateTable('article_comment').set({ hidden_at: new Date() }).where('id', '=', id).execute();
    expect((await translate(reader, { type: 'article_comment', id })).status).toBe(404);
    expect((await translate(other, { type: 'article_comment', id })).status).toBe(200);
    await t.db.updateTable('article_comment').set({ hidden_at: null }).where('id', '=', id).execute();
    // A reader who blocked its author does not see it.
    await t.db.insertInto('user_block').values({ blocker_id: reader.id, blocked_id: other.id }).execute();
    expect((await translate(reader, { type: 'article_comment', id })).status).toBe(404);
    await t.db.deleteFrom('user_block').where('blocker_id', '=', reader.id).where('blocked_id', '=', other.id).execute();
    // Deleted: gone for everyone.
    await t.call('articleCommentDelete', { token: other.token, query: { id } });
    expect((await translate(other, { type: 'article_comment', id })).status).toBe(404);
    expect((await translate(reader, { type: 'article_comment', id: 2_000_000_000 })).status).toBe(404);
  });

  it('no token 401, bad input 400, unknown things 404', async () => {
    expect((await translate(null, { type: 'post', id: 1 })).status).toBe(401);
    expect((await translate(reader, { type: 'poem', id: 1 })).status).toBe(400);
    expect((await translate(reader, { type: 'post', id: 0 })).status).toBe(400);
    expect((await translate(reader, { type: 'post', id: 1, lang: 'fr' })).status).toBe(400);
    expect((await translate(reader, { type: 'post', id: 2_000_000_000 })).status).toBe(404);
  });

  it('each engine failure reaches the reader as "translation unavailable" in their language, and nothing is cached', async () => {
    for (const [i, answer] of [lt.errors.badKey(), lt.errors.slowDown(), lt.errors.crash(), lt.errors.hang(), { drop: true as const }].entries()) {
      const post = await w.post(other, { content: `Xin chào số ${i} các bạn` });
      lt.script(answer);
      const r = await translate(reader, { type: 'post', id: post.id }, 'en');
      expect(r.status).toBe(503);
      expect(r.message).toBe('Translation is unavailable right now; please try again later. The original is unaffected');
      // The next reader tap works: the failure was not cached.
      expect((await translate(reader, { type: 'post', id: post.id }, 'en')).data.fields.content).toBe(`[en] XIN CHÀO SỐ ${i} CÁC BẠN`);
    }
    const post = await w.post(other, { content: 'Một đoạn văn rất dài' });
    lt.script(lt.errors.tooLong());
    const r = await translate(reader, { type: 'post', id: post.id }, 'vi');
    expect(r.status).toBe(413);
  });

  it('past the member’s daily characters: 429 with when it renews; the cache still answers', async () => {
    const [heavy] = (await w.people(['Heavy reader'])) as [Who];
    const long = await w.post(other, { content: 'Cần tìm phòng trọ gần trường đại học, giá rẻ, có chỗ để xe máy. '.repeat(6) });
    const first = await translate(heavy, { type: 'post', id: long.id });
    expect(first.status).toBe(200);
    const another = await w.post(other, { content: 'Bán xe máy cũ còn tốt, giấy tờ đầy đủ. '.repeat(4) });
    const over = await translate(heavy, { type: 'post', id: another.id });
    expect(over.status).toBe(429);
    expect(over.message).toMatch(/^您今天的翻译额度（400 个字符）已用完，\d+ 小时后恢复$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await translate(heavy, { type: 'post', id: long.id })).status).toBe(200);
  });

  it('the cost view: area admins see their areas, the super admin all, members are refused', async () => {
    const admin = await t.login('13800000100');
    const usage = await t.call<{ engine: string; days: Array<{ chars: number }>; total_chars: number }>('adminTranslateUsage', { token: admin.token });
    expect(usage.status).toBe(200);
    expect(usage.data.engine).toBe('libretranslate');
    expect(usage.data.total_chars).toBeGreaterThan(0);
    expect((await t.call('adminTranslateUsage', { token: reader.token })).status).toBe(403);
    expect((await t.call('adminTranslateUsage', { token: null })).status).toBe(401);
    expect((await t.call('adminTranslateUsage', { token: admin.token, query: { days: 500 } })).status).toBe(400);
  });
});

describe('DeepL (deepl-node against the stand-in)', () => {
  let t: TestApp;
  let deepl: Awaited<ReturnType<typeof startDeepLStandIn>>;
  let w: World;
  let reader: Who;
  let other: Who;
  const translate = (who: Who, id: number, lang = 'en') => t.call<Translation>('translate', { token: who.token, body: { type: 'post', id }, lang });

  beforeAll(async () => {
    deepl = await startDeepLStandIn({ authKey: 'deepl-key-0001' });
    t = await startTestApp({ TRANSLATE_PROVIDER: 'deepl', DEEPL_AUTH_KEY: 'deepl-key-0001', DEEPL_SERVER_URL: deepl.url, TRANSLATE_TIMEOUT_MS: '600' });
    w = await socialWorld(t);
    [reader, other] = (await w.people(['Reader', 'Other'])) as [Who, Who];
  });
  afterAll(async () => {
    await t.close();
    await deepl.close();
  });

  it('sends the documented request and keeps the pieces', async () => {
    const post = await w.post(other, { content: '出租两房，月租 800 USD，电话 +84 90 123 4567 😊' });
    const r = await translate(reader, post.id, 'vi');
    expect(r.data).toMatchObject({ source_lang: 'zh', target_lang: 'vi', same_language: false });
    expect(r.data.fields.content).toBe('[vi] 出租两房，月租 800 USD，电话 +84 90 123 4567 😊');
    const sent = deepl.requests.at(-1)!;
    expect(sent).toMatchObject({ path: '/v2/translate', target: 'vi', format: 'xml', key: 'DeepL-Auth-Key deepl-key-0001' });
    expect(sent.texts).toEqual(['出租两房，月租 <x i="0"/>，电话 <x i="1"/> <x i="2"/>']);
    expect((await translate(reader, post.id, 'en')).data.fields.content).toMatch(/^\[en\] /);
    expect(deepl.requests.at(-1)!.target).toBe('en-US');
  });

  it('wrong key, quota exceeded, too many requests and timeouts read as unavailable; too large as too long', async () => {
    const cases: Array<[ReturnType<typeof deepl.errors.wrongKey>[], number]> = [
      [[deepl.errors.wrongKey()], 503],
      [[deepl.errors.quotaExceeded()], 503],
      // deepl-node retries a 429 once (maxRetries: 1): both refused.
      [[deepl.errors.tooManyRequests(), deepl.errors.tooManyRequests()], 503],
      // A timed-out attempt is not retried by deepl-node; a second hang would be left over (unscript below).
      [[deepl.errors.hang(), deepl.errors.hang()], 503],
      [[deepl.errors.tooLarge()], 413],
    ];
    for (const [i, [answers, status]] of cases.entries()) {
      const post = await w.post(other, { content: `Bài viết số ${i} về thuê nhà` });
      deepl.unscript();
      for (const a of answers) deepl.script(a);
      const r = await translate(reader, post.id, 'zh');
      expect([i, r.status]).toEqual([i, status]);
    }
  });
});

describe('off', () => {
  it('with no engine, the app is told so and a translate call is a clear 404 (not a server failure)', async () => {
    const t = await startTestApp();
    try {
      expect((await t.call('translateConfig')).data).toEqual({ enabled: false, engine: null });
      const who = await t.login('13800000002');
      const r = await t.call('translate', { token: who.token, body: { type: 'post', id: 1 }, lang: 'en' });
      expect([r.status, r.message]).toEqual([404, 'Translation is not turned on for this site']);
    } finally {
      await t.close();
    }
  });

  it('refuses an engine without what it needs, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRANSLATE_PROVIDER: 'libretranslate' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TRANSLATE_PROVIDER: 'deepl' })).toThrow(/DEEPL_AUTH_KEY: required when TRANSLATE_PROVIDER=deepl/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'ftp://x' })).toThrow(ConfigError);
  });
});
