import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeService } from '../../src/modules/notices/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';

interface Notice {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  ref_type: string | null;
  ref_id: number | null;
  is_broadcast: boolean;
  site_area_id: number | null;
  is_read: boolean;
  created_at: number;
}
interface Page<T> {
  list: T[];
  next_cursor: string | null;
}

let t: TestApp;
let notices: NoticeService;
let hcm: number;
let bangkok: number;
beforeAll(async () => {
  t = await startTestApp();
  notices = new NoticeService(t.db);
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  bangkok = areas.find((a) => a.code === 'bangkok')!.id;
});
afterAll(() => t.close());

const unread = async (token: string, siteAreaId = hcm) => (await t.call<{ count: number }>('userNoteUnreadCount', { token, siteAreaId })).data.count;

describe('access', () => {
  it('every user call without a token is 401, before any complaint about input', async () => {
    for (const name of ['userNoteList', 'userNoteUnreadCount', 'userNoteReadAll'] as const) {
      const r = await t.call(name);
      expect(r.status, name).toBe(401);
      expect(r.message).toBe('请先登录');
    }
    expect((await t.call('userNoteInfo', { params: { id: 'x' } })).status).toBe(401);
    expect((await t.call('userNoteList', { token: 'at_not-a-real-token-at-all' })).status).toBe(401);
  });
});

describe('personal notices', () => {
  it('a notice sent through the service shows up unread, opens, and is then read', async () => {
    const u = await t.newUser();
    expect(await unread(u.token)).toBe(0);
    const sent = await notices.notify(u.id, { kind: 'system', title: '欢迎加入', body: '完善资料可以获得更多曝光。', link: '/pages/common/setting' });
    expect(sent).toMatchObject({ title: '欢迎加入', is_read: false, is_broadcast: false });

    const list = await t.call<Page<Notice>>('userNoteList', { token: u.token, siteAreaId: hcm });
    expect(list.status).toBe(200);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ id: sent.id, kind: 'system', title: '欢迎加入', link: '/pages/common/setting', is_read: false });
    expect(list.data.next_cursor).toBeNull();
    expect(await unread(u.token)).toBe(1);

    const one = await t.call<Notice>('userNoteInfo', { token: u.token, params: { id: sent.id } });
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({ id: sent.id, body: '完善资料可以获得更多曝光。', is_read: true });
    expect(await unread(u.token)).toBe(0);
    const again = await t.call<Page<Notice>>('userNoteList', { token: u.token });
    expect(again.data.list[0]!.is_read).toBe(true);
  });

  it('another user’s notice is 404, worded exactly like an id that never existed, and stays unread', async () => {
    const owner = await t.newUser();
    const other = await t.newUser();
    const sent = await notices.notify(owner.id, { kind: 'review_failed', title: '审核未通过', body: '私密原因' });
    const theirs = await t.call<Notice | null>('userNoteInfo', { token: other.token, params: { id: sent.id } });
    const missing = await t.call<Notice | null>('userNoteInfo', { token: other.token, params: { id: 99_999_999 } });
    expect(theirs.status).toBe(404);
    expect(theirs.data).toBeNull();
    expect(theirs.message).toBe(missing.message);
    expect(JSON.stringify(theirs)).not.toContain('私密原因');
    expect(await unread(owner.token)).toBe(1);
    expect((await t.call<Page<Notice>>('userNoteList', { token: other.token })).data.list.map((n) => n.id)).not.toContain(sent.id);
  });

  it('rejects bad ids, cursors and limits with field messages', async () => {
    const u = await t.newUser();
    const badId = await t.call<{ fields: Record<string, string> }>('userNoteInfo', { token: u.token, params: { id: 'abc' } });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.data.fields)).toContain('params.id');
    const badCursor = await t.call<{ fields: Record<string, string> }>('userNoteList', { token: u.token, query: { cursor: 'zzz' }, lang: 'en' });
    expect(badCursor.status).toBe(400);
    expect(badCursor.data.fields['query.cursor']).toBe('Invalid page cursor');
    const badLimit = await t.call<{ fields: Record<string, string> }>('userNoteList', { token: u.token, query: { limit: 500 } });
    expect(badLimit.status).toBe(400);
    expect(badLimit.data.fields['query.limit']).toBeDefined();
    expect((await t.call('userNoteList', { token: u.token, query: { unread: 'yes' } })).status).toBe(400);
  });

  it('pages newest first with a cursor, without gaps or repeats, and filters unread', async () => {
    const u = await t.newUser();
    const ids: number[] = [];
    for (let i = 1; i <= 25; i += 1) ids.push((await notices.notify(u.id, { kind: 'system', title: `通知 ${i}` })).id);
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const r = await t.call<Page<Notice>>('userNoteList', { token: u.token, query: { limit: 10, cursor } });
      expect(r.status).toBe(200);
      seen.push(...r.data.list.map((n) => n.id));
      cursor = r.data.next_cursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    await t.call('userNoteInfo', { token: u.token, params: { id: ids[24]! } });
    const onlyUnread = await t.call<Page<Notice>>('userNoteList', { token: u.token, query: { unread: '1', limit: 50 } });
    expect(onlyUnread.data.list).toHaveLength(24);
    expect(onlyUnread.data.list.every((n) => !n.is_read)).toBe(true);
  });

  it('renders message keys in the recipient’s language; an admin’s reason stays as written', async () => {
    const owner = await t.newUser();
    expect((await t.call('putUser', { token: owner.token, body: { lang: 'vi' } })).status).toBe(200);
    const sent = await notices.notify(owner.id, {
      kind: 'review_failed',
      title: { key: 'notice.review_failed.title' },
      body: { key: 'notice.review_failed.body', params: { kind: { zh: '房屋', en: 'home', vi: 'Nhà' }, title: 'Căn hộ Quận 7', reason: '照片与房源不符' } },
      link: '/pages/house/edit?id=5',
      refType: 'housing',
      refId: 5,
    });
    expect(sent.title).toBe('Không được duyệt');
    // Read with the default (zh) request language: still the recipient's language.
    const one = await t.call<Notice>('userNoteInfo', { token: owner.token, params: { id: sent.id } });
    expect(one.data.title).toBe('Không được duyệt');
    expect(one.data.body).toBe('Nhà “Căn hộ Quận 7” của bạn không được duyệt. Lý do: 照片与房源不符. Vui lòng chỉnh sửa và gửi lại.');
    expect(one.data).toMatchObject({ ref_type: 'housing', ref_id: 5, link: '/pages/house/edit?id=5' });
    await t.call('putUser', { token: owner.token, body: { lang: 'zh' } });
    const zh = await t.call<Notice>('userNoteInfo', { token: owner.token, params: { id: sent.id } });
    expect(zh.data.body).toBe('您发布的房屋「Căn hộ Quận 7」未通过审核，原因：照片与房源不符。请修改后重新提交。');
  });

  it('refuses malformed notices from other modules (a programming error, not a user one)', async () => {
    const u = await t.newUser();
    await expect(notices.notify(u.id, { kind: 'Bad Kind', title: 'x' })).rejects.toThrow(/kind/);
    await expect(notices.notify(u.id, { kind: 'system', title: 'x', link: 'javascript:alert(1)' })).rejects.toThrow(/link/);
    await expect(notices.notify(u.id, { kind: 'system', title: { key: 'no.such.key' as never } })).rejects.toThrow(/key/);
    await expect(notices.notify(99_999_999, { kind: 'system', title: 'x' })).rejects.toThrow(/user/);
  });

  it('commits or rolls back with the caller’s transaction', async () => {
    const u = await t.newUser();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await new NoticeService(trx).notify(u.id, { kind: 'system', title: 'rolled back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await unread(u.token)).toBe(0);
    await t.db.transaction().execute((trx) => new NoticeService(trx).notify(u.id, { kind: 'system', title: 'kept' }));
    expect(await unread(u.token)).toBe(1);
  });
});

describe('announcements', () => {
  it('reach the users of their area (and 0 = every area), are read per user, and count as unread', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const hcmNote = await notices.broadcast(hcm, { kind: 'system', title: { zh: '胡志明市站春节活动', en: 'HCMC New Year event', vi: 'Sự kiện Tết TP.HCM' }, body: '详情见活动页', link: '/pages/common/single-page?key=about' });
    const bkkNote = await notices.broadcast(bangkok, { kind: 'system', title: '曼谷站公告' });
    const allNote = await notices.broadcast(0, { kind: 'system', title: '全站维护通知' });

    expect(await unread(a.token, hcm)).toBe(2);
    expect(await unread(a.token, bangkok)).toBe(2);
    const list = await t.call<Page<Notice>>('userNoteList', { token: a.token, siteAreaId: hcm });
    const ids = list.data.list.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining([hcmNote.id, allNote.id]));
    expect(ids).not.toContain(bkkNote.id);

    const opened = await t.call<Notice>('userNoteInfo', { token: a.token, params: { id: hcmNote.id }, siteAreaId: hcm });
    expect(opened.data).toMatchObject({ is_broadcast: true, is_read: true, site_area_id: hcm });
    expect(await unread(a.token, hcm)).toBe(1);
    // Someone else's read state is their own.
    expect(await unread(b.token, hcm)).toBe(2);
  });

  it('note/list is public: the area’s announcements in the request language, read state for a logged-in caller', async () => {
    const anon = await t.call<Page<Notice>>('noteList', { siteAreaId: hcm, lang: 'en' });
    expect(anon.status).toBe(200);
    expect(anon.data.list.map((n) => n.title)).toContain('HCMC New Year event');
    expect(anon.data.list.every((n) => n.is_broadcast && !n.is_read)).toBe(true);
    expect(anon.data.list.map((n) => n.title)).not.toContain('曼谷站公告');
    const u = await t.newUser();
    const hcmNote = anon.data.list.find((n) => n.title === 'HCMC New Year event')!;
    // Announcements older than the account count as read; they are not news to a newcomer's badge.
    const mine = await t.call<Page<Notice>>('noteList', { siteAreaId: hcm, token: u.token });
    expect(mine.data.list.find((n) => n.id === hcmNote.id)!.is_read).toBe(true);
    expect(await unread(u.token, hcm)).toBe(0);
    expect((await t.call('noteList', { query: { limit: 0 } })).status).toBe(400);
  });

  it('readAll marks personal notices and the area’s announcements read', async () => {
    const u = await t.newUser();
    await notices.notify(u.id, { kind: 'system', title: '一' });
    await notices.notify(u.id, { kind: 'application', title: '二' });
    await notices.broadcast(hcm, { kind: 'system', title: '三' });
    expect(await unread(u.token, hcm)).toBe(3);
    const r = await t.call<{ updated: number }>('userNoteReadAll', { token: u.token, siteAreaId: hcm });
    expect(r.status).toBe(200);
    expect(r.data.updated).toBe(3);
    expect(await unread(u.token, hcm)).toBe(0);
    const list = await t.call<Page<Notice>>('userNoteList', { token: u.token, siteAreaId: hcm });
    expect(list.data.list.every((n) => n.is_read)).toBe(true);
    expect((await t.call<{ updated: number }>('userNoteReadAll', { token: u.token, siteAreaId: hcm })).data.updated).toBe(0);
  });
});

