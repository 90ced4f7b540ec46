import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { startPushStandIn, type PushStandIn } from '../apps/server/tests/support/push-standin.js';
import { apiClient } from './support/api-client.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Web Push in Chromium on the built app served by the real server (docs/web-push.md). Headless Chromium has no push
 * service it could be pointed at (its own goes to Google's FCM), so the page's `PushManager.subscribe` is replaced by one
 * that answers a subscription of the local push-service stand-in (the keys made here, as a browser would); everything
 * else is real: the offer after the first message, Me → 消息通知 with the browser's permission, the subscription handed
 * to the server, the server's encrypted push to the stand-in (VAPID checked, payload decrypted), and the service
 * worker's `push` and `notificationclick` handlers, fed the decrypted payload as a synthetic push event.
 */
/** What the tests use of the service worker's global scope (this project's lib is the DOM's, not the worker's). */
interface WorkerScope {
  registration: { getNotifications(): Promise<{ title: string; body: string; tag: string; data: unknown }[]> };
  dispatchEvent(event: Event): boolean;
}
declare const PushEvent: new (type: string, init: { data: string }) => Event;
declare const NotificationEvent: new (type: string, init: { notification: unknown }) => Event;

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let push: PushStandIn;
let api: ReturnType<typeof apiClient>;
let publicKey = '';
const shot = stepShots('web-push');
const id = (testId: string) => page.getByTestId(testId);
const MEMBER = '13800000001';
const PUBLISHER = '13800000002';
let device: { endpoint: string; keys: { p256dh: string; auth: string } };
let conversationId = 0;

/** The page's PushManager answers the stand-in's subscription (kept in localStorage across reloads). */
function fakePushManager(sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const make = () => ({
    endpoint: sub.endpoint,
    expirationTime: null,
    options: { applicationServerKey: null, userVisibleOnly: true },
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
    unsubscribe: async () => {
      localStorage.removeItem('e2e.push');
      return true;
    },
  });
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem('e2e.push', '1');
    return make() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem('e2e.push') ? make() : null) as unknown as PushSubscription;
  };
}

async function appWorker(): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

beforeAll(async () => {
  push = await startPushStandIn(() => publicKey);
  server = await startServer();
  api = apiClient(server.base);
  publicKey = (await api.call<{ public_key: string }>('GET', '/web-push/key')).public_key;
  device = push.subscription('e2e-phone');
  browser = await launchBrowser({ webPushOffer: true, serviceWorker: true });
  context = await phoneContext(browser);
  await context.addInitScript(fakePushManager, device);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await push?.close();
});

describe('notifications when the app is closed', () => {
  it('asks nothing on load; after the first message received, a dialog says why before the browser asks', async () => {
    await logInWithPassword(page, server.base, MEMBER);
    await page.goto(`${server.base}/pages/index/my`);
    await page.getByText('消息通知').first().waitFor();
    expect(await page.getByText('开启消息通知？').count()).toBe(0);
    const publisher = await api.login(PUBLISHER);
    const member = await api.login(MEMBER);
    const sent = await api.call<{ conversation_id: number }>('POST', '/message/send', { token: publisher.token, body: { other_user_id: member.user.id, type: 'text', content: { text: '你好，房子还在吗？' }, temp_id: 'e2e-push-1' } });
    conversationId = sent.conversation_id;
    await page.getByText('开启消息通知？').waitFor();
    await page.getByText('不显示消息内容').waitFor();
    await shot(page, 'offer-after-first-message');
    await page.getByRole('button', { name: '以后再说' }).click();
    await page.getByText('开启消息通知？').waitFor({ state: 'hidden' });
  });

  it('Me → 消息通知: with the permission granted, this device subscribes; the switches save', async () => {
    await context.grantPermissions(['notifications'], { origin: server.base });
    await page.getByText('消息通知').first().click();
    await page.waitForURL((u) => u.pathname === '/pagesA/my/notifications');
    await expect.poll(() => id('web-push-state').getAttribute('data-state')).toBe('ready');
    await shot(page, 'settings-ready');
    await id('web-push-enable').click();
    await expect.poll(() => id('web-push-state').getAttribute('data-state')).toBe('on');
    await page.getByText('已开启通知的设备：1 台').waitFor();
    const member = await api.login(MEMBER);
    await id('web-push-kind-notices').click();
    await expect.poll(async () => (await api.call<{ notices: boolean }>('GET', '/web-push/settings', { token: member.token })).notices).toBe(false);
    await id('web-push-kind-notices').click();
    await expect.poll(async () => (await api.call<{ notices: boolean }>('GET', '/web-push/settings', { token: member.token })).notices).toBe(true);
    await shot(page, 'settings-on');
  });

  it('a message while the app is closed: pushed encrypted to the device, shown by the service worker, a tap opens the conversation', async () => {
    const worker = await appWorker();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const publisher = await api.login(PUBLISHER);
    const member = await api.login(MEMBER);
    await api.call('POST', '/message/send', { token: publisher.token, body: { other_user_id: member.user.id, type: 'text', content: { text: '明天可以看房' }, temp_id: 'e2e-push-2' } });
    const got = await push.next(device.endpoint, (r) => r.payload.tag === `chat-${conversationId}`);
    expect(got.payload).toMatchObject({ body: '发来一条新消息', url: `/pagesA/chat/chat/chat?conversation_id=${conversationId}`, kind: 'messages' });
    expect(push.refused).toEqual([]);
    const dispatch = (data: Record<string, unknown>) => worker.evaluate((d) => void self.dispatchEvent(new PushEvent('push', { data: JSON.stringify(d) })), data);
    const shown = () =>
      worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url })));

    // With the app on screen the worker leaves the message to the app (its toast and badges): no notification.
    await dispatch({ ...got.payload, tag: 'while-on-screen' });
    // The app closed, the push arrives: one notification, the one of this push.
    await page.close();
    await dispatch(got.payload);
    await expect.poll(shown).toEqual([{ title: got.payload.title, body: '发来一条新消息', tag: `chat-${conversationId}`, url: `${server.base}/pagesA/chat/chat/chat?conversation_id=${conversationId}` }]);

    // A tap: the app's window (open again) comes forward on the conversation.
    page = await context.newPage();
    await page.goto(`${server.base}/pages/index/my`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [n] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: n! }));
    });
    await page.waitForURL((u) => u.pathname === '/pagesA/chat/chat/chat' && u.searchParams.get('conversation_id') === String(conversationId));
    await page.getByText('明天可以看房').waitFor();
    await expect.poll(shown).toEqual([]);
    await shot(page, 'opened-from-notification');
  });

  it('turning this device off unsubscribes it on the server', async () => {
    const member = await api.login(MEMBER);
    await page.goto(`${server.base}/pagesA/my/notifications`);
    await expect.poll(() => id('web-push-state').getAttribute('data-state')).toBe('on');
    await id('web-push-disable').click();
    await expect.poll(() => id('web-push-state').getAttribute('data-state')).toBe('ready');
    await expect.poll(async () => (await api.call<{ devices: number }>('GET', '/web-push/settings', { token: member.token })).devices).toBe(0);
    await shot(page, 'settings-off');
  });
});
