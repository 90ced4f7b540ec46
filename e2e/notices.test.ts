import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANIMATION_LIBRARIES, launchBrowser, recordRequests, startServer, stepShots, logInWithPassword, phoneContext } from './support/server.js';

/**
 * The notice centre in Chromium on the built app served by the real server: the seeded member gets
 * notices (sent through the real NoticeService by the dev-only `POST /api/dev/notice`), sees the badge,
 * opens the centre, reads one in its popup, follows another's link, marks the rest read, and the badge
 * disappears.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
const shot = stepShots('notices');
const MEMBER_MOBILE = '13800000001';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await phoneContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);

async function sendNotice(body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${server.base}/api/dev/notice`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: MEMBER_MOBILE, ...body }) });
  const json = (await res.json()) as { code: number; message: string; data: { id: number } };
  if (json.code !== 200) throw new Error(`dev notice failed: ${json.message}`);
  return json.data.id;
}

describe('the notice centre', () => {
  let rejected: number;
  let passed: number;
  /** The app's socket authenticated (the badge then arrives over it: `notice_unread`, docs/push.md). */
  let socketReady: Promise<unknown>;

  it('a logged-in member without notices sees no badge', async () => {
    await logInWithPassword(page, server.base, MEMBER_MOBILE);
    // The unread count must have arrived before absence of the badge means anything.
    const counted = page.waitForResponse((r) => r.url().includes('/api/user/note/getUnreadCount'));
    socketReady = page
      .waitForEvent('websocket', { timeout: 30_000 })
      .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"auth_result"'), timeout: 30_000 }))
      .catch((err: unknown) => err); // the badge check below tells what went wrong
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-notice').waitFor();
    expect((await counted).status()).toBe(200);
    expect(await id('tab-notice-badge').count()).toBe(0);
    expect(await id('me-notice-badge').count()).toBe(0);
  });

  it('gets notices and sees the count on the Me tab and the notices entry, live', async () => {
    await socketReady;
    rejected = await sendNotice({
      kind: 'review_failed',
      title: { key: 'notice.review_failed.title' },
      body: { key: 'notice.review_failed.body', params: { kind: '房屋', title: '第七郡两房公寓出租', reason: '图片与房源不符，请上传实拍照片' } },
      ref_type: 'housing',
      ref_id: 5,
    });
    passed = await sendNotice({
      kind: 'review_passed',
      title: { key: 'notice.review_passed.title' },
      body: { key: 'notice.review_passed.body', params: { kind: '二手', title: '九成新电动车' } },
      link: '/pagesA/common/about',
    });
    // No reload and no polling: the count arrives over the socket.
    await expect.poll(() => id('tab-notice-badge').textContent(), { timeout: 10_000 }).toBe('2');
    await expect.poll(() => id('me-notice-badge').textContent()).toBe('2');
    await shot(page, 'me-badge');
  });

  it('opens the centre: newest first, unread dots', async () => {
    const requests = recordRequests(page);
    await id('me-notice').click();
    await page.waitForURL('**/pages/common/notice-center');
    await id(`notice-item-${passed}`).waitFor();
    await page.waitForLoadState('networkidle');
    requests.stop();
    // The centre's own files came, but not the sheet's: no gesture or animation library until a notice is opened.
    expect(requests.paths.some((u) => /\/assets\/notice-center-page-[\w-]+\.js$/.test(u))).toBe(true);
    expect(requests.paths.filter((u) => ANIMATION_LIBRARIES.test(u) || /notice-detail/.test(u))).toEqual([]);
    const items = page.locator('[data-testid^="notice-item-"]');
    expect(await items.count()).toBe(2);
    expect(await items.first().getAttribute('data-testid')).toBe(`notice-item-${passed}`);
    expect(await id('notice-dot').count()).toBe(2);
    await expect.poll(() => id('notice-unread-summary').textContent()).toBe('2 条未读');
    expect(await id(`notice-item-${rejected}`).textContent()).toContain('图片与房源不符');
    await shot(page, 'centre-unread');
  });

  it('reads a notice without a link in a popup; its dot goes and the count drops', async () => {
    await id(`notice-item-${rejected}`).click();
    await id('notice-detail').waitFor();
    // The sheet slides up (a JavaScript spring); let it settle so the screenshot shows all of it.
    await page.waitForTimeout(500);
    expect(await id('notice-detail').textContent()).toContain('审核未通过');
    expect(await id('notice-detail').textContent()).toContain('您发布的房屋「第七郡两房公寓出租」未通过审核，原因：图片与房源不符，请上传实拍照片。');
    await shot(page, 'detail-popup');
    await id('notice-detail-close').click();
    await id('notice-detail').waitFor({ state: 'detached' });
    await expect.poll(() => id(`notice-item-${rejected}`).getAttribute('data-read')).toBe('1');
    await expect.poll(() => id('notice-unread-summary').textContent()).toBe('1 条未读');
    expect(await id('notice-dot').count()).toBe(1);
  });

  it('follows a notice’s link, and it is read when coming back', async () => {
    const read = page.waitForResponse((r) => r.url().includes(`/api/user/note/${passed}`));
    await id(`notice-item-${passed}`).click();
    await page.waitForURL('**/pagesA/common/about');
    expect((await read).status()).toBe(200);
    await page.goBack();
    await page.waitForURL('**/pages/common/notice-center');
    await expect.poll(() => id(`notice-item-${passed}`).getAttribute('data-read')).toBe('1');
    await expect.poll(() => id('notice-dot').count()).toBe(0);
    await shot(page, 'centre-read');
  });

  it('marks everything read at once, and the badge disappears', async () => {
    await sendNotice({ kind: 'appointment', title: { key: 'notice.appointment.title' }, body: { key: 'notice.appointment.body', params: { name: '王先生', title: '第七郡两房公寓看房', time: '周六 10:00' } } });
    await sendNotice({ kind: 'system', title: '欢迎使用海外通', body: '完善个人资料，让更多人认识你。' });
    await page.reload();
    await expect.poll(() => id('notice-dot').count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => id('notice-unread-summary').textContent()).toBe('2 条未读');
    await shot(page, 'centre-new');
    await id('notice-read-all').click();
    await expect.poll(() => id('notice-dot').count()).toBe(0);
    await expect.poll(() => id('notice-unread-summary').textContent()).toBe('没有未读通知');
    await page.getByText('已全部标为已读').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'centre-all-read');

    const counted = page.waitForResponse((r) => r.url().includes('/api/user/note/getUnreadCount'));
    socketReady = page
      .waitForEvent('websocket', { timeout: 30_000 })
      .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"auth_result"'), timeout: 30_000 }))
      .catch((err: unknown) => err); // the badge check below tells what went wrong
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-notice').waitFor();
    expect((await counted).status()).toBe(200);
    await expect.poll(() => id('tab-notice-badge').count()).toBe(0);
    expect(await id('me-notice-badge').count()).toBe(0);
    await shot(page, 'me-no-badge');
  });
});
