import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHATS } from '../../src/modules/chat/seed/demo-chats.js';
import { ScamScreen } from '../../src/modules/trust/index.js';
import { SiteAreaDirectory } from '../../src/modules/site-area/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';

interface Message {
  id: number;
  sender_id: number;
  content: { text?: string };
  warning?: string | null;
}

let t: TestApp;
let hcm: number;
beforeAll(async () => {
  t = await startTestApp();
  hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<TestApp['newUser']>>;

/** A member of the hcm area; `established`: registered a month ago with an approved real name. */
async function person(established = false): Promise<Who> {
  const who = await t.newUser();
  await t.db.updateTable('app_user').set({ site_area_id: hcm }).where('id', '=', who.id).execute();
  if (established) {
    await t.db.updateTable('app_user').set({ created_at: new Date(Date.now() - 30 * 86_400_000) } as never).where('id', '=', who.id).execute();
    await t.db.insertInto('user_verify').values({ user_id: who.id, real_name: '陈大文', id_type: 'passport', id_number: 'K9876543', photos: JSON.stringify([]), status: 'passed' }).execute();
  }
  return who;
}

/** `from` writes `text` to `to`; answers the sender's reply and both sides' view of the message in history. */
async function send(from: Who, to: Who, text: string) {
  const sent = await t.call<Message & { conversation_id: number }>('chatSend', { token: from.token, body: { other_user_id: to.id, type: 'text', content: { text } } });
  expect(sent.status, sent.message).toBe(200);
  const view = async (who: Who) => {
    const h = await t.call<{ messages: Message[] }>('chatHistory', { token: who.token, query: { conversation_id: sent.data.conversation_id } });
    return h.data.messages.find((m) => m.id === sent.data.id)!;
  };
  return { sent: sent.data, receiver: await view(to), sender: await view(from) };
}

describe('scam warnings in chat', () => {
  it.each([
    ['zh', '加我微信 abc123，先付定金'],
    ['en', 'Add me on WhatsApp and wire the deposit today, I will hold the flat for you'],
    ['vi', 'Anh kết bạn zalo với em nhé, chuyển khoản đặt cọc trước để giữ phòng'],
  ])('a new member’s %s message asking to move off the platform and pay is delivered, flagged for the receiver only', async (_lang, text) => {
    const [newcomer, landlord] = [await person(), await person(true)];
    const { sent, receiver, sender } = await send(newcomer, landlord, text);
    expect(receiver.content.text).toBe(text);
    expect(receiver.warning).toBe('scam');
    // The sender sees nothing: not in the reply, not in history; the stored content shows no trace either.
    expect(sent.warning).toBeUndefined();
    expect(sender.warning).toBeUndefined();
    expect(sender.content).toEqual({ text });
    expect(receiver.content).toEqual({ text });
    const list = await t.call<{ list: Array<{ last_message: Message | null }> }>('chatConversationList', { token: landlord.token });
    expect(list.data.list[0]!.last_message?.warning).toBe('scam');
  });

  it('the fixed detectors flag a phone number and a link from a new member', async () => {
    const [newcomer, landlord] = [await person(), await person(true)];
    expect((await send(newcomer, landlord, '有意请打 0912 345 678')).receiver.warning).toBe('scam');
    expect((await send(newcomer, landlord, '看这里 t.me/cheaphouse')).receiver.warning).toBe('scam');
    expect((await send(newcomer, landlord, '我的手机 13912345678')).receiver.warning).toBe('scam');
    // Prices and dates are no phone numbers.
    expect((await send(newcomer, landlord, '月租 15000000 越南盾，12.000.000 也可以谈，2026-12-01 入住')).receiver.warning).toBeUndefined();
  });

  it('a verified account of a month is not flagged, even for the same words; an unverified old account is', async () => {
    const [landlord, tenant, oldUnverified] = [await person(true), await person(), await person()];
    expect((await send(landlord, tenant, '加我微信 abc123，先付定金')).receiver.warning).toBeUndefined();
    await t.db.updateTable('app_user').set({ created_at: new Date(Date.now() - 60 * 86_400_000) } as never).where('id', '=', oldUnverified.id).execute();
    expect((await send(oldUnverified, tenant, '请先转账 500 美元')).receiver.warning).toBe('scam');
  });

  it('an ordinary message from a new member carries no warning', async () => {
    const [newcomer, landlord] = [await person(), await person(true)];
    const { receiver } = await send(newcomer, landlord, '您好，请问这套房子周六可以看吗？押金是一个月吗？');
    expect(receiver.warning).toBeUndefined();
  });

  it('a resend with the same temp id is answered once, with the warning still only for the receiver', async () => {
    const [newcomer, landlord] = [await person(), await person(true)];
    const body = { other_user_id: landlord.id, type: 'text', content: { text: 'Send the deposit by bank transfer first' }, temp_id: 'trust-resend-1' };
    const first = await t.call<Message & { conversation_id: number }>('chatSend', { token: newcomer.token, body });
    const again = await t.call<Message>('chatSend', { token: newcomer.token, body });
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.warning).toBeUndefined();
    const h = await t.call<{ messages: Message[] }>('chatHistory', { token: landlord.token, query: { conversation_id: first.data.conversation_id } });
    expect(h.data.messages).toHaveLength(1);
    expect(h.data.messages[0]!.warning).toBe('scam');
  });

  it('no false alarm on the demo chats: no demo message matches any area’s patterns or the fixed detectors', async () => {
    const screen = new ScamScreen(t.db, new SiteAreaDirectory(t.db));
    const areas = await t.db.selectFrom('site_area').select('id').execute();
    const texts = DEMO_CHATS.flatMap((c) => c.messages.map(([, text]) => text));
    expect(texts.length).toBeGreaterThan(15);
    for (const area of areas) {
      expect((await screen.patternsOf(area.id)).length).toBeGreaterThan(50);
      for (const text of texts) expect(await screen.matches(area.id, text), text).toEqual([]);
    }
  });
});
