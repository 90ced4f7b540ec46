import { existsSync } from 'node:fs';
import path from 'node:path';
import { WEB_PUSH } from '@haiwai/contracts/web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeService } from '../../src/modules/notices/index.js';
import type { WebPushSender } from '../../src/modules/web-push/sender.js';
import { DEV_KEY_FILE, resolveVapid } from '../../src/modules/web-push/vapid.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { startPushStandIn, type PushStandIn } from '../support/push-standin.js';

/**
 * Web Push (docs/web-push.md): every call (success, validation, wrong user, no token), and the sending against a local
 * push-service stand-in that checks the VAPID JWT and decrypts each payload (RFC 8291) with the device's own keys.
 */
let t: TestApp;
let push: PushStandIn;
let sender: WebPushSender;
let publicKey = '';
type User = { token: string; id: number };
let anna: User;
let ben: User;
let cara: User;

beforeAll(async () => {
  push = await startPushStandIn(() => publicKey);
  t = await startTestApp({}, { webPush: { built: (s) => (sender = s) } });
  [anna, ben, cara] = await Promise.all([t.newUser({ nickname: 'Anna' }), t.newUser({ nickname: 'Ben' }), t.newUser({ nickname: 'Cara' })]);
  publicKey = (await t.call<{ public_key: string }>('webPushKey', {})).data.public_key;
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const subscribe = (token: string | null, body: unknown) => t.call<{ ok: true; devices: number }>('webPushSubscribe', { token, body });
const unsubscribe = (token: string | null, body: unknown) => t.call<{ removed: number; devices: number }>('webPushUnsubscribe', { token, body });
const settings = (token: string | null) => t.call<Record<string, boolean | number>>('webPushSettings', { token });
const saveSettings = (token: string | null, body: unknown) => t.call<Record<string, boolean | number>>('webPushSaveSettings', { token, body });
const send = async (from: User, conversationId: number, text: string, extra: Record<string, unknown> = {}) => {
  const res = await t.call<{ id: number }>('chatSend', { token: from.token, body: { conversation_id: conversationId, type: 'text', content: { text }, ...extra } });
  expect(res.status).toBe(200);
  return res.data;
};
/** A device of `user` subscribed through the API, as the web app does with the browser's subscription. */
async function device(user: User) {
  const sub = push.subscription();
  expect((await subscribe(user.token, sub)).status).toBe(200);
  return sub.endpoint;
}

describe('web-push/key', () => {
  it('offers the VAPID public key, generated once under DATA_DIR outside production and kept across restarts', async () => {
    const res = await t.call<{ enabled: boolean; public_key: string }>('webPushKey', {});
    expect(res.status).toBe(200);
    expect(res.data.enabled).toBe(true);
    expect(res.data.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(existsSync(path.join(t.dataDir, DEV_KEY_FILE))).toBe(true);
    const again = resolveVapid({ ...t.config });
    expect(again?.publicKey).toBe(res.data.public_key);
  });

  it('is off in production without keys, on with configured keys', () => {
    expect(resolveVapid({ ...t.config, NODE_ENV: 'production' })).toBeNull();
    const configured = resolveVapid({ ...t.config, NODE_ENV: 'production', WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: 'x'.repeat(43), WEB_PUSH_SUBJECT: 'mailto:ops@example.com' });
    expect(configured).toEqual({ publicKey, privateKey: 'x'.repeat(43), subject: 'mailto:ops@example.com' });
  });
});

describe('web-push/subscribe and unsubscribe', () => {
  it('needs a login', async () => {
    expect((await subscribe(null, push.subscription())).status).toBe(401);
    expect((await unsubscribe(null, { endpoint: 'https://fcm.googleapis.com/fcm/send/x' })).status).toBe(401);
  });

  it('validates the subscription and refuses addresses that are not a push service', async () => {
    const sub = push.subscription();
    const bad = await subscribe(cara.token, { endpoint: 'not a url', keys: { p256dh: 'short', auth: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as unknown as { fields: Record<string, string> }).fields)).toEqual(expect.arrayContaining(['body.endpoint', 'body.keys.p256dh', 'body.keys.auth']));
    const elsewhere = await subscribe(cara.token, { ...sub, endpoint: 'https://internal.example.com/push/1' });
    expect(elsewhere).toMatchObject({ status: 400, message: expect.stringContaining('推送') });
    expect((await subscribe(cara.token, { ...sub, endpoint: 'http://10.0.0.1/push/1' })).status).toBe(400);
    expect((await unsubscribe(cara.token, {})).status).toBe(400);
  });

  it('keeps one row per endpoint: the same browser moves to whoever subscribed last; another member cannot remove it', async () => {
    const sub = push.subscription();
    expect((await subscribe(cara.token, sub)).data).toEqual({ ok: true, devices: 1 });
    expect((await subscribe(cara.token, sub)).data.devices).toBe(1);
    expect((await unsubscribe(anna.token, { endpoint: sub.endpoint })).data).toEqual({ removed: 0, devices: 0 });
    expect((await settings(cara.token)).data.devices).toBe(1);
    expect((await subscribe(anna.token, sub)).data.devices).toBe(1);
    expect((await settings(cara.token)).data.devices).toBe(0);
    expect((await unsubscribe(anna.token, { endpoint: sub.endpoint })).data).toEqual({ removed: 1, devices: 0 });
  });

  it(`keeps at most ${WEB_PUSH.maxDevicesPerMember} devices per member, dropping the one used longest ago`, async () => {
    const user = await t.newUser();
    const subs = Array.from({ length: WEB_PUSH.maxDevicesPerMember + 1 }, () => push.subscription());
    for (const s of subs) await subscribe(user.token, s);
    expect((await settings(user.token)).data.devices).toBe(WEB_PUSH.maxDevicesPerMember);
    const rows = await t.db.selectFrom('web_push_subscription').select('endpoint').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.endpoint)).not.toContain(subs[0]!.endpoint);
  });
});

describe('web-push/settings', () => {
  it('needs a login; every kind is on until turned off; only the given kinds change; validated', async () => {
    expect((await settings(null)).status).toBe(401);
    expect((await saveSettings(null, { messages: false })).status).toBe(401);
    expect((await settings(cara.token)).data).toMatchObject({ messages: true, mentions: true, reviews: true, notices: true });
    expect((await saveSettings(cara.token, { messages: 'no' })).status).toBe(400);
    expect((await saveSettings(cara.token, { everything: false })).status).toBe(400);
    expect((await saveSettings(cara.token, { notices: false })).data).toMatchObject({ messages: true, mentions: true, reviews: true, notices: false });
    expect((await saveSettings(cara.token, { notices: true })).data.notices).toBe(true);
    // Another member's switches are their own.
    await saveSettings(anna.token, { reviews: false });
    expect((await settings(cara.token)).data.reviews).toBe(true);
    await saveSettings(anna.token, { reviews: true });
  });
});

describe('sending', () => {
  let single = 0;
  let group = 0;
  let annaDevice = '';
  let benDevice = '';
  let caraDevice = '';

  beforeAll(async () => {
    [annaDevice, benDevice, caraDevice] = await Promise.all([device(anna), device(ben), device(cara)]);
    single = (await t.call<{ id: number }>('chatCreateSingle', { token: anna.token, body: { target_id: ben.id } })).data.id;
    group = (await t.call<{ id: number }>('chatCreateGroup', { token: anna.token, body: { name: '周末爬山', memberIds: [ben.id, cara.id] } })).data.id;
  });

  it('a message reaches the other member’s device, decrypted, with the sender, a short body and the room to open; never the sender', async () => {
    await send(anna, single, '明天下午三点见');
    const got = await push.next(benDevice);
    expect(got.payload).toEqual({ title: 'Anna', body: '发来一条新消息', url: `/pagesA/chat/chat/chat?conversation_id=${single}`, tag: `chat-${single}`, kind: 'messages' });
    expect(JSON.stringify(got.payload)).not.toContain('三点');
    expect(got.status).toBe(201);
    expect(got.urgency).toBe('high');
    expect(got.ttl).toBeGreaterThan(0);
    await sender.idle();
    expect(push.to(annaDevice)).toHaveLength(0);
  });

  it('in a group: the group’s name and who sent it; in the receiver’s own language', async () => {
    await t.db.updateTable('app_user').set({ lang: 'en' }).where('id', '=', cara.id).execute();
    await send(anna, group, '大家好');
    expect((await push.next(benDevice, (r) => r.payload.tag === `chat-${group}`)).payload).toMatchObject({ title: '周末爬山', body: 'Anna：发来一条新消息' });
    expect((await push.next(caraDevice, (r) => r.payload.tag === `chat-${group}`)).payload).toMatchObject({ title: '周末爬山', body: 'Anna: sent you a message', kind: 'messages' });
  });

  it('a muted conversation stays silent, except a mention', async () => {
    const mute = await t.call('chatConversationSettings', { token: ben.token, body: { conversation_id: group, is_mute: 1 } });
    expect(mute.status).toBe(200);
    const before = push.to(benDevice).length;
    const caraBefore = push.to(caraDevice).length;
    await send(anna, group, '今晚吃什么');
    await push.next(caraDevice, () => push.to(caraDevice).length > caraBefore);
    await sender.idle();
    expect(push.to(benDevice)).toHaveLength(before);
    await send(anna, group, '@Ben 你来吗', { mentions: [ben.id] });
    const mention = await push.next(benDevice, (r) => r.payload.kind === 'mentions');
    expect(mention.payload).toMatchObject({ title: '周末爬山', body: 'Anna 在群里提到了你', url: `/pagesA/chat/chat/chat?conversation_id=${group}` });
  });

  it('a reply to the member is a "mentions and replies" notification', async () => {
    const original = await send(anna, single, '周六有空吗');
    await send(ben, single, '有空', { reply_to: original.id });
    const reply = await push.next(annaDevice, (r) => r.payload.kind === 'mentions');
    expect(reply.payload).toMatchObject({ title: 'Ben', body: 'Ben 回复了你', url: `/pagesA/chat/chat/chat?conversation_id=${single}` });
  });

  it('a kind turned off sends nothing of that kind', async () => {
    await saveSettings(ben.token, { messages: false });
    const before = push.to(benDevice).length;
    await send(anna, single, '在吗');
    await sender.idle();
    expect(push.to(benDevice)).toHaveLength(before);
    await saveSettings(ben.token, { messages: true });
    await send(anna, single, '在吗？');
    await push.next(benDevice, () => push.to(benDevice).length > before);
  });

  it('personal notices: review outcomes and others, with their link; a rolled-back notice sends nothing', async () => {
    const notices = new NoticeService(t.db);
    await notices.notify(cara.id, { kind: 'review_failed', title: { key: 'notice.review_failed.title' }, body: '照片不清楚', link: '/pages/house/edit?id=5' });
    const review = await push.next(caraDevice, (r) => r.payload.kind === 'reviews');
    expect(review.payload).toMatchObject({ body: '照片不清楚', url: '/pages/house/edit?id=5', kind: 'reviews' });
    expect(review.payload.title).toMatch(/\S/);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await new NoticeService(trx).notify(cara.id, { kind: 'system', title: '回滚', body: '不该送达' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await notices.notify(cara.id, { kind: 'system', title: { zh: '系统通知', en: 'System notice', vi: 'Thông báo' }, body: 'https://example.com', link: 'https://example.com/x' });
    const other = await push.next(caraDevice, (r) => r.payload.kind === 'notices');
    expect(other.payload).toMatchObject({ title: 'System notice', url: '/pages/common/notice-center' });
    await sender.idle();
    expect(push.to(caraDevice).some((r) => r.payload.title === '回滚')).toBe(false);
  });

  it('a subscription its push service says is gone (410) is dropped', async () => {
    push.expire(benDevice, 410);
    await send(anna, single, '还在吗');
    expect((await push.next(benDevice, (r) => r.status === 410)).status).toBe(410);
    await sender.idle();
    expect(await t.db.selectFrom('web_push_subscription').select('id').where('endpoint', '=', benDevice).executeTakeFirst()).toBeUndefined();
    expect((await settings(ben.token)).data.devices).toBe(0);
  });

  it('every request carried a valid VAPID signature and a payload the device could decrypt', () => {
    expect(push.refused).toEqual([]);
    expect(push.received.length).toBeGreaterThan(5);
  });
});
