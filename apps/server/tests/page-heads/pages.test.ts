import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ORIGIN, readHead, standInDist } from './support.js';
import { vocabularyProblems } from './vocabulary.js';

// Posts, topics, articles, profiles and FAQ questions describe their pages through their own modules; unknown paths
// and records nobody may see are 404s with the app; link cards come from the same heads (docs/links.md).
let t: TestApp;
let author: { id: number; token: string };
let area: number;
let photo: string;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: standInDist(), PUBLIC_URL: ORIGIN, PAGE_HEAD_CACHE_MS: '0' });
  author = await t.newUser({ nickname: '阿明 "Minh" <b>' });
  area = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
  photo = `/api/media/${'a'.repeat(32)}`;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const headOf = async (url: string, status = 200) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(status);
  return readHead(res.body);
};
const newPost = async (content: string) => {
  const { id } = await t.db.insertInto('social_post').values({ user_id: author.id, site_area_id: area, content }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('social_post_image').values({ post_id: id, position: 0, url: photo }).execute();
  return id;
};

describe('a post', () => {
  it('its author as the title in the language asked, its text as the description, its photo, SocialMediaPosting data', async () => {
    const id = await newPost('周末去 Bến Thành 市场 🍜 有人一起吗？');
    const zh = await headOf(`/pagesA/socialize/dynamics-detail?id=${id}&lang=zh`);
    expect(zh.title).toBe('阿明 "Minh" <b>的动态 - 海外一站式服务');
    expect(zh.raw).not.toContain('<b>的动态');
    expect(zh.description).toBe('周末去 Bến Thành 市场 🍜 有人一起吗？');
    expect(zh.og.type).toBe('article');
    expect(zh.og.image).toBe(`${ORIGIN}${photo}?w=1200&h=1200&fit=inside&format=jpeg`);
    expect(zh.ld[0]).toMatchObject({ '@type': 'SocialMediaPosting', text: '周末去 Bến Thành 市场 🍜 有人一起吗？', author: { '@type': 'Person', name: '阿明 "Minh" <b>' } });
    expect(vocabularyProblems(zh.ld[0])).toEqual([]);
    expect((await headOf(`/pagesA/socialize/dynamics-detail?id=${id}&lang=en`)).title).toBe('阿明 "Minh" <b>’s post - Haiwai One-Stop');
    expect((await headOf(`/pagesA/socialize/dynamics-detail?id=${id}&lang=vi`)).title).toBe('Bài đăng của 阿明 "Minh" <b> - Haiwai Một Cửa');
  });

  it('hidden, deleted, or by a closed account: 404, noindex, none of its text', async () => {
    for (const change of ['hidden', 'deleted', 'closed'] as const) {
      const id = await newPost(`secret text ${change}`);
      if (change === 'hidden') await t.db.updateTable('social_post').set({ hidden_at: new Date(), hidden_reason: 'spam' }).where('id', '=', id).execute();
      if (change === 'deleted') await t.db.updateTable('social_post').set({ deleted_at: new Date() }).where('id', '=', id).execute();
      const closed = change === 'closed' ? await t.newUser() : null;
      if (closed) {
        await t.db.updateTable('social_post').set({ user_id: closed.id }).where('id', '=', id).execute();
        await t.db.updateTable('app_user').set({ status: 'closed' }).where('id', '=', closed.id).execute();
      }
      const res = await get(`/pagesA/socialize/dynamics-detail?id=${id}`);
      expect(res.statusCode, change).toBe(404);
      expect(readHead(res.body).robots).toBe('noindex');
      expect(res.body).not.toContain('secret text');
    }
  });
});

describe('a topic, an article, a profile, an FAQ question', () => {
  it('a topic: its name and description; deleted: 404', async () => {
    const { id } = await t.db.insertInto('social_topic').values({ site_area_id: area, user_id: author.id, name: '胡志明美食', description: '分享本地小吃', cover: photo }).returning('id').executeTakeFirstOrThrow();
    const h = await headOf(`/pagesA/socialize/topic-detail?id=${id}`);
    expect(h.title).toBe('#胡志明美食 - 海外一站式服务');
    expect(h.description).toBe('分享本地小吃');
    expect(h.og.image).toContain(photo);
    await t.db.updateTable('social_topic').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    await headOf(`/pagesA/socialize/topic-detail?id=${id}`, 404);
  });

  it('an article: headline, summary or its text without tags, Article data; a draft: 404', async () => {
    const category = (await t.db.selectFrom('article_category').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const { id } = await t.db
      .insertInto('article')
      .values({ site_area_id: area, lang_type: 'en', category_id: category, title: 'Visa rules & "fees" in 2026', content: '<p>New <strong>e-visa</strong> rules&nbsp;apply.</p><script>x()</script>', cover: photo })
      .returning('id')
      .executeTakeFirstOrThrow();
    const h = await headOf(`/pagesA/common/article-detail?id=${id}&lang=en`);
    expect(h.title).toBe('Visa rules & "fees" in 2026 - Haiwai One-Stop');
    expect(h.description).toBe('New e-visa rules apply.');
    expect(h.og.type).toBe('article');
    expect(h.ld[0]).toMatchObject({ '@type': 'Article', headline: 'Visa rules & "fees" in 2026', author: { '@type': 'Organization', name: 'Haiwai One-Stop' } });
    expect(h.ld[0]!.image).toEqual([`${ORIGIN}${photo}?w=1200&h=1200&fit=inside&format=jpeg`]);
    expect(vocabularyProblems(h.ld[0])).toEqual([]);
    await t.db.updateTable('article').set({ status: 'draft' }).where('id', '=', id).execute();
    await headOf(`/pagesA/common/article-detail?id=${id}`, 404);
  });

  it('a profile: nickname, bio and avatar, never the mobile number; a closed account: 404', async () => {
    const u = await t.newUser({ nickname: 'Lan' });
    await t.db.updateTable('app_user').set({ bio: 'Designer in Saigon', avatar: photo, mobile: '13912345678', email: 'lan@example.com' }).where('id', '=', u.id).execute();
    const h = await headOf(`/pagesA/socialize/my-info?id=${u.id}&lang=en`);
    expect(h.title).toBe('Lan - Haiwai One-Stop');
    expect(h.description).toBe('Designer in Saigon');
    expect(h.og.type).toBe('profile');
    expect(h.raw).not.toContain('13912345678');
    expect(h.raw).not.toContain('lan@example.com');
    await t.db.updateTable('app_user').set({ bio: '' }).where('id', '=', u.id).execute();
    expect((await headOf(`/pagesA/socialize/my-info?id=${u.id}&lang=vi`)).description).toBe('Trang của Lan: bài đăng, đang theo dõi và người theo dõi.');
    await t.db.updateTable('app_user').set({ status: 'closed' }).where('id', '=', u.id).execute();
    await headOf(`/pagesA/socialize/my-info?id=${u.id}`, 404);
  });

  it('an FAQ question: its title and its answer as text; one that does not exist: 404', async () => {
    const q = await t.db.selectFrom('faq_entry').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const h = await headOf(`/pagesA/customer/question-detail?id=${q.id}`);
    expect(h.title).toBe(`${q.title} - 海外一站式服务`);
    expect(h.description).not.toMatch(/<\w+/);
    expect(h.description.length).toBeGreaterThan(0);
    await headOf('/pagesA/customer/question-detail?id=2147483647', 404);
  });
});

describe('screens and 404s', () => {
  it('a screen no module describes gets the site’s generic head, indexable, with its canonical and alternates', async () => {
    const h = await headOf('/pages/index/my?lang=en');
    expect(h.title).toBe('Haiwai One-Stop');
    expect(h.robots).toBeNull();
    expect(h.canonical).toBe(`${ORIGIN}/pages/index/my?lang=en`);
    expect(h.hreflang['x-default']).toBe(`${ORIGIN}/pages/index/my`);
    expect((await headOf('/')).canonical).toBe(`${ORIGIN}/`);
  });

  it('a kind’s list page has the kind’s head in each language', async () => {
    expect((await headOf('/pages/house/list?lang=zh')).title).toBe('房屋租售 - 海外一站式服务');
    expect((await headOf('/pages/car/list?lang=en')).title).toBe('Cars - Haiwai One-Stop');
    expect((await headOf('/pages/job/list?lang=vi')).description).toBe('Việc làm mới nhất: lọc theo khu vực, danh mục và giá, liên hệ người đăng.');
  });

  it('a path that is no screen: 404 with the app (its not-found screen), noindex; ops routes and the API keep their own answers', async () => {
    for (const url of ['/no-such-page', '/pages/house/nope', '/pagesA', '/pages/house/detail/5', '/readyz/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(readHead(res.body).robots).toBe('noindex');
    }
    expect((await get('/healthz')).statusCode).toBe(200);
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
  });
});

describe('link cards', () => {
  it('a link to a public page: its title, description, photo and path; in the language asked', async () => {
    const id = await newPost('二手自行车 转让');
    const r = await t.call<{ path: string; title: string; description: string; image: string | null; price: string | null }>('linkCard', { query: { url: `${ORIGIN}/pagesA/socialize/dynamics-detail?id=${id}&utm=x` }, lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ path: `/pagesA/socialize/dynamics-detail?id=${id}`, title: '阿明 "Minh" <b>’s post', description: '二手自行车 转让', image: photo, image_area: null, price: null });
    // A path works as well as the full address.
    expect((await t.call('linkCard', { query: { url: `/pagesA/socialize/dynamics-detail?id=${id}` } })).status).toBe(200);
  });

  it('another site, a screen nobody describes, a page that is not public: 404 with a message in the language asked', async () => {
    const id = await newPost('hidden soon');
    await t.db.updateTable('social_post').set({ hidden_at: new Date() }).where('id', '=', id).execute();
    for (const url of [`https://evil.example.com/pagesA/socialize/dynamics-detail?id=${id}`, 'javascript:alert(1)', '/pages/index/my', `/pagesA/socialize/dynamics-detail?id=${id}`, '//evil.example.com/x']) {
      const r = await t.call('linkCard', { query: { url }, lang: 'vi' });
      expect(r.status, url).toBe(404);
      expect(r.message.length).toBeGreaterThan(0);
      expect(JSON.stringify(r)).not.toContain('hidden soon');
    }
    expect((await t.call('linkCard', { query: { url: `https://evil.example.com/` }, lang: 'vi' })).message).toBe('Chỉ xem trước được liên kết đến các trang của trang web này');
    expect((await t.call('linkCard', { query: { url: '' } })).status).toBe(400);
    expect((await t.call('linkCard', { query: { url: 'x'.repeat(2001) } })).status).toBe(400);
  });
});
