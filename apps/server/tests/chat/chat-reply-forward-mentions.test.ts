import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seesChatMedia } from '../../src/modules/chat/private-media.js';
import { fakeCards, startChat, type ChatTest, type TestUser } from './support.js';

/** Issue 32: replies with a quote, forwards, mentions in groups (docs/chat.md, "Replies, forwards, mentions"). */
let c: ChatTest;
beforeAll(async () => {
  c = await startChat();
});
afterAll(() => c.close());

const single = async (a: TestUser, b: TestUser) => (await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data.id as number;
const group = async (owner: TestUser, members: TestUser[], name = 'G') => (await c.call('chatCreateGroup', { token: owner.token, body: { name, memberIds: members.map((m) => m.id) } })).data.id as number;
const say = async (u: TestUser, conversation_id: number, text: string, extra: object = {}) => c.call('chatSend', { token: u.token, body: { conversation_id, content: { text }, ...extra } });
const rowOf = async (u: TestUser, id: number) => (await c.call('chatConversationList', { token: u.token })).data.list.find((x: { id: number }) => x.id === id);

describe('reply with a quote', () => {
  it('stores the quote (sender, type, 60 characters), pushes it, and shows "recalled" once the original is', async () => {
    const [a, b] = [await c.user('Quoter'), await c.user('Original')];
    const conv = await single(a, b);
    const long = '长'.repeat(70);
    const orig = await say(b, conv, long);
    const sb = await c.online(b);
    const reply = await say(a, conv, 'ok!', { reply_to: orig.data.message_id });
    expect(reply.status).toBe(200);
    expect(reply.data.content.quote).toEqual({ message_id: orig.data.message_id, seq: orig.data.seq, sender_id: b.id, nickname: 'Original', type: 'text', text: '长'.repeat(60) });
    expect((await sb.next('new_message')).data.content.quote).toMatchObject({ message_id: orig.data.message_id, text: '长'.repeat(60) });
    // A card's quote is its title.
    fakeCards.set('housing:9101', { kind: 'housing', id: 9101, title: 'Room near the market', cover: null, price: 300, currency: 'USD', user_id: b.id });
    const cardConv = await c.call('chatCreateSingle', { token: a.token, body: { card: { kind: 'housing', id: 9101 } } });
    const cardReply = await say(b, cardConv.data.id, 'still free', { reply_to: cardConv.data.last_message.message_id });
    expect(cardReply.data.content.quote).toMatchObject({ type: 'card', text: 'Room near the market', sender_id: a.id });
    // The original recalled: every reader's history shows the quote without its excerpt.
    expect((await c.call('chatRecall', { token: b.token, body: { message_id: orig.data.message_id } })).status).toBe(200);
    const history = await c.call('chatHistory', { token: b.token, query: { conversation_id: conv } });
    const shown = history.data.messages.find((m: { message_id: number }) => m.message_id === reply.data.message_id);
    expect(shown.content.quote).toEqual({ message_id: orig.data.message_id, seq: orig.data.seq, sender_id: b.id, nickname: 'Original', type: 'text', recalled: true });
    // A resend of the reply (same temp id) after the recall is still the stored message; a new reply to it is refused.
    const first = await say(a, cardConv.data.id, 'q', { reply_to: cardReply.data.message_id, temp_id: 'rq-1' });
    await c.call('chatRecall', { token: b.token, body: { message_id: cardReply.data.message_id } });
    const again = await say(a, cardConv.data.id, 'q', { reply_to: cardReply.data.message_id, temp_id: 'rq-1' });
    expect(again.data.message_id).toBe(first.data.message_id);
    expect((await say(a, cardConv.data.id, 'q', { reply_to: cardReply.data.message_id })).message).toBe('The message you are replying to does not exist, was recalled or was deleted');
    sb.close();
  });

  it('refuses a message of another conversation, one deleted for me, non-members and missing conversation ids', async () => {
    const [a, b, x] = [await c.user(), await c.user(), await c.user()];
    const conv = await single(a, b);
    const other = await single(a, x);
    const elsewhere = await say(x, other, 'not here');
    expect((await say(a, conv, 'r', { reply_to: elsewhere.data.message_id })).status).toBe(400);
    const mine = await say(b, conv, 'hidden soon');
    await c.call('chatDeleteMessages', { token: a.token, body: { conversation_id: conv, message_ids: [mine.data.message_id] } });
    expect((await say(a, conv, 'r', { reply_to: mine.data.message_id })).status).toBe(400);
    expect((await say(b, conv, 'r', { reply_to: mine.data.message_id })).status).toBe(200);
    const outsider = await say(x, conv, 'r', { reply_to: mine.data.message_id });
    expect(outsider).toMatchObject({ status: 403, message: 'You are not a member of this conversation and cannot read or send in it' });
    const noConv = await c.call('chatSend', { token: a.token, body: { other_user_id: b.id, content: { text: 'r' }, reply_to: mine.data.message_id } });
    expect(noConv.status).toBe(400);
    expect((await c.call('chatSend', { body: { conversation_id: conv, content: { text: 'r' }, reply_to: 1 } })).status).toBe(401);
  });
});

describe('forward', () => {
  it('sends the messages in order to each target, marked forwarded; refused targets do not stop the others; a retry sends nothing twice', async () => {
    const [a, b, g1, stranger] = [await c.user('Fwd'), await c.user('FwdB'), await c.user('FwdG'), await c.user('FwdS')];
    const from = await single(a, b);
    fakeCards.set('housing:9102', { kind: 'housing', id: 9102, title: 'Flat to forward', cover: null, price: 900, currency: 'USD', user_id: b.id });
    const cardConv = (await c.call('chatCreateSingle', { token: a.token, body: { card: { kind: 'housing', id: 9102 } } })).data;
    expect(cardConv.id).toBe(from);
    const text = await say(b, from, 'see this flat');
    const grp = await group(a, [g1]);
    const notMine = await single(b, stranger);
    const sg = await c.online(g1);
    const body = { message_ids: [text.data.message_id, cardConv.last_message.message_id], conversation_ids: [grp, notMine], temp_id: 'fw-1' };
    const res = await c.call('chatForward', { token: a.token, body });
    expect(res.status).toBe(200);
    const [ok, refused] = res.data.results;
    expect(ok).toMatchObject({ conversation_id: grp, code: 200 });
    expect(ok.messages.map((m: { type: string; content: { forwarded?: boolean } }) => [m.type, m.content.forwarded])).toEqual([['card', true], ['text', true]]);
    expect(ok.messages[0].content.card).toMatchObject({ kind: 'housing', id: 9102, title: 'Flat to forward' });
    expect(refused).toMatchObject({ conversation_id: notMine, code: 403, messages: [] });
    expect((await sg.next('new_message')).data).toMatchObject({ type: 'card', content: { forwarded: true } });
    expect((await sg.next('new_message')).data).toMatchObject({ type: 'text', sender_id: a.id, content: { text: 'see this flat', forwarded: true } });
    // The same forward again: the stored messages, nothing new pushed or stored.
    const retry = await c.call('chatForward', { token: a.token, body });
    expect(retry.data.results[0].messages.map((m: { message_id: number }) => m.message_id)).toEqual(ok.messages.map((m: { message_id: number }) => m.message_id));
    expect(await sg.quiet('new_message')).toBe(true);
    expect((await c.call('chatHistory', { token: g1.token, query: { conversation_id: grp } })).data.messages).toHaveLength(2);
    sg.close();
  });

  it('keeps private chat media readable by the new conversation, and refuses what the sender cannot see', async () => {
    const [a, b, d, x] = [await c.user(), await c.user(), await c.user(), await c.user()];
    const from = await single(a, b);
    const to = await single(a, d);
    const hash = 'f0'.repeat(16);
    await c.t.db.insertInto('media').values({ hash, mime: 'image/png', width: 4, height: 4, size: 100, created_by: b.id, visibility: 'private', purpose: 'chat' }).execute();
    const img = await c.call('chatSend', { token: b.token, body: { conversation_id: from, type: 'image', content: { url: `/api/media/${hash}` } } });
    expect(img.status).toBe(200);
    expect(await seesChatMedia(c.t.db, d.id, `/api/media/${hash}`)).toBe(false);
    const res = await c.call('chatForward', { token: a.token, body: { message_ids: [img.data.message_id], conversation_ids: [to], temp_id: 'fw-media' } });
    expect(res.data.results[0]).toMatchObject({ code: 200, messages: [{ type: 'image', content: { url: `/api/media/${hash}`, forwarded: true } }] });
    expect(await seesChatMedia(c.t.db, d.id, `/api/media/${hash}`)).toBe(true);
    // Not a member of the message's conversation, a recalled message, a message deleted for me: refused as a whole.
    const theirs = await say(b, await single(b, x), 'private');
    const refused = await c.call('chatForward', { token: a.token, body: { message_ids: [theirs.data.message_id], conversation_ids: [to], temp_id: 'fw-x' } });
    expect(refused).toMatchObject({ status: 403, message: 'A message to forward does not exist, was recalled or was deleted; please choose the messages again' });
    const gone = await say(a, from, 'recall me');
    await c.call('chatRecall', { token: a.token, body: { message_id: gone.data.message_id } });
    expect((await c.call('chatForward', { token: a.token, body: { message_ids: [gone.data.message_id], conversation_ids: [to], temp_id: 'fw-y' } })).status).toBe(403);
    const hidden = await say(b, from, 'hide me');
    await c.call('chatDeleteMessages', { token: a.token, body: { conversation_id: from, message_ids: [hidden.data.message_id] } });
    expect((await c.call('chatForward', { token: a.token, body: { message_ids: [hidden.data.message_id], conversation_ids: [to], temp_id: 'fw-z' } })).status).toBe(403);
    // Validation and no token.
    expect((await c.call('chatForward', { token: a.token, body: { message_ids: [], conversation_ids: [to], temp_id: 'fw' } })).status).toBe(400);
    expect((await c.call('chatForward', { token: a.token, body: { message_ids: [1], conversation_ids: [to], temp_id: 'x'.repeat(41) } })).status).toBe(400);
    expect((await c.call('chatForward', { body: { message_ids: [1], conversation_ids: [to], temp_id: 'fw' } })).status).toBe(401);
  });
});

describe('mentions', () => {
  it('a mentioned member sees it on the row until read, even in a muted group; @all is for the owner and admins', async () => {
    const [owner, m1, m2] = [await c.user('Owner'), await c.user('Talker'), await c.user('Muted')];
    const grp = await group(owner, [m1, m2]);
    await c.call('chatConversationSettings', { token: m2.token, body: { conversation_id: grp, is_mute: 1 } });
    const s2 = await c.online(m2);
    const sent = await say(m1, grp, '@Muted look', { mentions: [m2.id] });
    expect(sent.data.content.mentions).toEqual([m2.id]);
    expect((await s2.next('new_message')).data.content.mentions).toEqual([m2.id]);
    expect(await rowOf(m2, grp)).toMatchObject({ is_mute: 1, mention: 'me' });
    expect((await rowOf(owner, grp)).mention).toBeNull();
    await c.call('chatRead', { token: m2.token, body: { conversation_id: grp } });
    expect((await rowOf(m2, grp)).mention).toBeNull();
    // @all: refused to a member, shown to everyone else when the owner sends it.
    expect(await say(m1, grp, '@all', { mention_all: true })).toMatchObject({ status: 403, message: 'Only the group owner and admins can mention everyone' });
    expect((await say(owner, grp, '@all meeting', { mention_all: true })).data.content.mention_all).toBe(true);
    expect((await rowOf(m2, grp)).mention).toBe('all');
    expect((await rowOf(m1, grp)).mention).toBe('all');
    expect((await rowOf(owner, grp)).mention).toBeNull();
    // An admin may too.
    await c.t.db.updateTable('conversation_member').set({ role: 'admin' }).where('conversation_id', '=', grp).where('user_id', '=', m1.id).execute();
    expect((await say(m1, grp, '@all', { mention_all: true })).status).toBe(200);
    s2.close();
  });

  it('refuses non-members as mentions, mentions outside groups or texts, and senders who are not members', async () => {
    const [owner, m1, out] = [await c.user(), await c.user(), await c.user()];
    const grp = await group(owner, [m1]);
    expect(await say(m1, grp, '@x', { mentions: [out.id] })).toMatchObject({ status: 400, message: 'You can only mention members of this group' });
    const one = await single(owner, m1);
    expect((await say(owner, one, '@m1', { mentions: [m1.id] })).message).toBe('Only text messages in group chats can mention members');
    expect((await say(out, grp, '@m1', { mentions: [m1.id] })).status).toBe(403);
    expect((await c.call('chatSend', { token: m1.token, body: { conversation_id: grp, content: { text: 'x' }, mentions: ['a'] } })).status).toBe(400);
  });
});
