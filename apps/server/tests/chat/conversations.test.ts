import { CHAT } from '@haiwai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../media/helpers.js';
import { fakeCards, startChat, type ChatTest } from './support.js';

/** Conversations, membership, message content, recall and listing cards, over HTTP with socket pushes. */
let c: ChatTest;
beforeAll(async () => {
  c = await startChat();
});
afterAll(() => c.close());

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('single conversations', () => {
  it('one per pair, whoever opens it and through either call; both sides get conversation_created once', async () => {
    const a = await c.user('Anna');
    const b = await c.user('Ben');
    const sa = await c.online(a);
    const sb = await c.online(b);
    const first = await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
    expect(first.data).toMatchObject({ type: 1, name: 'Ben', account: 'Ben', other_user_id: b.id, creator_id: a.id, unread_count: 0, last_message: null, member_count: 2, is_top: 0, is_mute: 0 });
    expect(first.data.members).toEqual([expect.objectContaining({ id: b.id, username: 'Ben' })]);
    const again = await c.call('chatCreateSingleLegacy', { token: b.token, body: { user_id: a.id } });
    expect(again.data).toMatchObject({ id: first.data.id, name: 'Anna', other_user_id: a.id });
    expect((await sa.next('conversation_created')).data).toMatchObject({ id: first.data.id, other_user_id: b.id });
    expect((await sb.next('conversation_created')).data).toMatchObject({ id: first.data.id, other_user_id: a.id });
    expect(await sb.quiet('conversation_created')).toBe(true);
    // Sending to a user without a conversation opens it.
    const d = await c.user('Dora');
    const sent = await c.call('chatSend', { token: d.token, body: { other_user_id: a.id, type: 'text', content: { text: 'hello from Dora' } } });
    expect(sent.code).toBe(200);
    expect((await sa.next('conversation_created')).data).toMatchObject({ id: sent.data.conversation_id, other_user_id: d.id });
    expect((await sa.next('new_message')).data.content.text).toBe('hello from Dora');
    sa.close();
    sb.close();
  });

  it('refuses yourself, unknown users and missing targets', async () => {
    const a = await c.user();
    expect((await c.call('chatCreateSingle', { token: a.token, body: { target_id: a.id } })).status).toBe(400);
    const unknown = await c.call('chatCreateSingle', { token: a.token, body: { target_id: 987654 } });
    expect(unknown).toMatchObject({ status: 404, message: 'This user does not exist or has closed the account' });
    const none = await c.call('chatCreateSingle', { token: a.token, body: {} });
    expect(none.status).toBe(400);
    expect(none.data.fields['body.target_id']).toBe('Give the other user');
    expect((await c.call('chatCreateSingle', { body: { target_id: 1 } })).status).toBe(401);
  });
});

describe('the conversation list', () => {
  it('orders pinned first, then by last activity; counts unread per conversation and in total; mute is per member', async () => {
    const me = await c.user('Me');
    const friends = [await c.user('F1'), await c.user('F2'), await c.user('F3')];
    const convs: number[] = [];
    for (const f of friends) convs.push((await c.call('chatCreateSingle', { token: f.token, body: { target_id: me.id } })).data.id);
    // Activity: F1 then F3 then F2 (twice).
    await c.call('chatSend', { token: friends[0]!.token, body: { conversation_id: convs[0], content: { text: 'a' } } });
    await c.call('chatSend', { token: friends[2]!.token, body: { conversation_id: convs[2], content: { text: 'b' } } });
    await c.call('chatSend', { token: friends[1]!.token, body: { conversation_id: convs[1], content: { text: 'c' } } });
    await c.call('chatSend', { token: friends[1]!.token, body: { conversation_id: convs[1], content: { text: 'd' } } });
    let list = await c.call('chatConversationList', { token: me.token });
    expect(ids(list.data.list)).toEqual([convs[1], convs[2], convs[0]]);
    expect(list.data.list.map((x: { unread_count: number }) => x.unread_count)).toEqual([2, 1, 1]);
    expect(list.data).toMatchObject({ total: 3, total_unread: 4 });
    expect(list.data.list[0].last_message).toMatchObject({ content: { text: 'd' }, sender_id: friends[1]!.id, unread_count: 2 });
    // Pin the oldest; mute another. Only my view changes; my other devices hear conversation_updated.
    const sMe = await c.online(me);
    const pinned = await c.call('chatConversationSettings', { token: me.token, body: { conversation_id: convs[0], is_top: 1 } });
    expect(pinned.data).toMatchObject({ id: convs[0], is_top: 1 });
    expect((await sMe.next('conversation_updated')).data).toMatchObject({ id: convs[0], is_top: 1 });
    await c.call('chatConversationSettings', { token: me.token, body: { conversation_id: convs[2], is_mute: 1 } });
    list = await c.call('chatConversationList', { token: me.token });
    expect(ids(list.data.list)).toEqual([convs[0], convs[1], convs[2]]);
    expect(list.data.list[2].is_mute).toBe(1);
    const theirs = await c.call('chatConversationList', { token: friends[0]!.token });
    expect(theirs.data.list[0]).toMatchObject({ id: convs[0], is_top: 0, is_mute: 0 });
    // Paging.
    const page2 = await c.call('chatConversationList', { token: me.token, query: { page: 2, limit: 2 } });
    expect(ids(page2.data.list)).toEqual([convs[2]]);
    // A single chat cannot be renamed.
    expect((await c.call('chatConversationSettings', { token: me.token, body: { conversation_id: convs[0], name: 'x' } })).status).toBe(400);
    sMe.close();
  });
});

describe('groups', () => {
  it('owner creates, adds and removes; members leave; the remaining members get group_member_changed', async () => {
    const [owner, m1, m2, m3] = [await c.user('Owner'), await c.user('M1'), await c.user('M2'), await c.user('M3')];
    const sockets = { owner: await c.online(owner), m1: await c.online(m1), m2: await c.online(m2), m3: await c.online(m3) };
    const g = await c.call('chatCreateGroup', { token: owner.token, body: { name: '  Hanoi friends ', memberIds: [m1.id, m2.id, m1.id, owner.id] } });
    expect(g.data).toMatchObject({ type: 2, name: 'Hanoi friends', owner_id: owner.id, creator_id: owner.id, member_count: 3, other_user_id: null });
    expect(g.data.members.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([[owner.id, 'owner'], [m1.id, 'member'], [m2.id, 'member']]);
    const gid = g.data.id as number;
    for (const s of [sockets.owner, sockets.m1, sockets.m2]) expect((await s.next('conversation_created')).data).toMatchObject({ id: gid, member_count: 3 });
    await c.call('chatSend', { token: m1.token, body: { conversation_id: gid, content: { text: 'before M3 joined' } } });

    // Only the owner adds; the new member sees what is said from then on.
    expect((await c.call('chatAddMembers', { token: m1.token, body: { conversationId: gid, memberIds: [m3.id] } })).status).toBe(403);
    const added = await c.call('chatAddMembers', { token: owner.token, body: { conversationId: gid, memberIds: [m3.id, m1.id] } });
    expect(added.data.member_count).toBe(4);
    expect((await sockets.m3.next('conversation_created')).data).toMatchObject({ id: gid, unread_count: 0 });
    const addEvent = await sockets.m1.next('group_member_changed');
    expect(addEvent.data).toMatchObject({ conversation_id: gid, action: 'add', user_ids: [m3.id], operator_id: owner.id, conversation: { member_count: 4, unread_count: 0 } });
    expect((await c.call('chatHistory', { token: m3.token, query: { conversation_id: gid } })).data).toMatchObject({ messages: [], total: 0 });
    await c.call('chatSend', { token: m2.token, body: { conversation_id: gid, content: { text: 'welcome' } } });
    expect((await sockets.m3.next('new_message')).data).toMatchObject({ content: { text: 'welcome' }, unread_count: 1, conversation_type: 2 });

    // Removing: the owner only, never themselves; the removed member hears it with conversation null.
    expect((await c.call('chatRemoveMembers', { token: owner.token, body: { conversationId: gid, memberIds: [owner.id] } })).status).toBe(400);
    const removed = await c.call('chatRemoveMembers', { token: owner.token, body: { conversationId: gid, memberIds: [m2.id] } });
    expect(removed.data.member_count).toBe(3);
    expect((await sockets.m2.next('group_member_changed', (f) => f.data.action === 'remove')).data).toMatchObject({ action: 'remove', user_ids: [m2.id], conversation: null });
    expect((await sockets.m1.next('group_member_changed', (f) => f.data.action === 'remove')).data.conversation.member_count).toBe(3);
    expect((await c.call('chatHistory', { token: m2.token, query: { conversation_id: gid } })).status).toBe(403);
    expect((await c.call('chatConversationList', { token: m2.token })).data.list).toEqual([]);

    // The owner leaves: the longest-standing member takes over.
    expect((await c.call('chatLeaveGroup', { token: owner.token, body: { conversationId: gid } })).data).toEqual({ ok: true });
    const leaveEvent = await sockets.m1.next('group_member_changed', (f) => f.data.action === 'leave');
    expect(leaveEvent.data).toMatchObject({ user_ids: [owner.id], conversation: { owner_id: m1.id, member_count: 2 } });
    expect((await sockets.owner.next('group_member_changed', (f) => f.data.action === 'leave')).data.conversation).toBeNull();
    const info = await c.call('chatConversationInfo', { token: m3.token, query: { conversation_id: gid } });
    expect(info.data.members.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([[m1.id, 'owner'], [m3.id, 'member']]);
    // The new owner renames; everyone still in hears conversation_updated.
    await c.call('chatConversationSettings', { token: m1.token, body: { conversation_id: gid, name: 'Renamed' } });
    expect((await sockets.m3.next('conversation_updated')).data).toMatchObject({ name: 'Renamed' });
    expect((await c.call('chatConversationSettings', { token: m3.token, body: { conversation_id: gid, name: 'Mine' } })).status).toBe(403);
    // Leaving a single chat is not a thing.
    const single = await c.call('chatCreateSingle', { token: m1.token, body: { target_id: m3.id } });
    expect((await c.call('chatLeaveGroup', { token: m1.token, body: { conversationId: single.data.id } })).status).toBe(400);
    Object.values(sockets).forEach((s) => s.close());
  });

  it('temporary conversations are owned groups of type 3 with a default name', async () => {
    const [a, b] = [await c.user('Client'), await c.user('Service')];
    const tmp = await c.call('chatCreateTemp', { token: a.token, body: { target_id: b.id } });
    expect(tmp.data).toMatchObject({ type: 3, name: 'Client、Service', owner_id: a.id, member_count: 2 });
    expect((await c.call('chatSend', { token: b.token, body: { conversation_id: tmp.data.id, content: { text: 'How can I help?' } } })).data.conversation_type).toBe(3);
    expect((await c.call('chatCreateTemp', { token: a.token, body: {} })).status).toBe(400);
    expect((await c.call('chatCreateGroup', { token: a.token, body: { name: 'x', memberIds: [] } })).status).toBe(400);
    expect((await c.call('chatCreateGroup', { token: a.token, body: { name: 'x', memberIds: [b.id, 99999] } })).status).toBe(404);
  });
});

describe('membership privacy', () => {
  it('a non-member gets the same 403 for every call, whether or not the conversation exists', async () => {
    const [a, b, eve] = [await c.user(), await c.user(), await c.user()];
    const conv = await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
    const msg = await c.call('chatSend', { token: a.token, body: { conversation_id: conv.data.id, content: { text: 'private' } } });
    const probes = async (conversationId: number, messageId: number) => [
      await c.call('chatHistory', { token: eve.token, query: { conversation_id: conversationId } }),
      await c.call('chatSync', { token: eve.token, query: { conversation_id: conversationId, after_seq: 0 } }),
      await c.call('chatSend', { token: eve.token, body: { conversation_id: conversationId, content: { text: 'hi' } } }),
      await c.call('chatRead', { token: eve.token, body: { conversation_id: conversationId } }),
      await c.call('chatConversationInfo', { token: eve.token, query: { conversation_id: conversationId } }),
      await c.call('chatConversationSettings', { token: eve.token, body: { conversation_id: conversationId, is_top: 1 } }),
      await c.call('chatAddMembers', { token: eve.token, body: { conversationId, memberIds: [eve.id] } }),
      await c.call('chatLeaveGroup', { token: eve.token, body: { conversationId } }),
      await c.call('chatRecall', { token: eve.token, body: { messageId } }),
    ];
    const real = await probes(conv.data.id, msg.data.message_id);
    const fake = await probes(9_999_999, 9_999_999);
    for (const r of [...real, ...fake]) expect({ status: r.status, message: r.message, data: r.data }).toEqual({ status: 403, message: 'You are not a member of this conversation and cannot read or send in it', data: null });
  });
});

describe('message content', () => {
  it('text up to 5,000 characters; unknown types stored as text; blank text refused', async () => {
    const [a, b] = [await c.user(), await c.user()];
    const conv = (await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data.id;
    const max = '字'.repeat(CHAT.maxTextLength);
    expect((await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'text', content: { text: max } } })).data.content.text).toBe(max);
    const long = await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'text', content: { text: max + '!' } }, lang: 'zh' });
    expect(long).toMatchObject({ status: 400, message: '消息太长，最多 5000 个字' });
    const odd = await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'sticker', content: { text: '[smile]', extra: 1 } } });
    expect(odd.data).toMatchObject({ type: 'text', content: { text: '[smile]' } });
    expect(odd.data.content).not.toHaveProperty('extra');
    expect((await c.call('chatSend', { token: a.token, body: { conversation_id: conv, content: { text: '   ' } } })).status).toBe(400);
    // A client cannot forge a listing card.
    const forged = await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'card', content: { text: 'card?', card: { kind: 'housing', id: 1 } } } });
    expect(forged.data).toMatchObject({ type: 'text', content: { text: 'card?' } });
  });

  it('media messages point at uploads of the right type and size', async () => {
    const [a, b] = [await c.user(), await c.user()];
    const conv = (await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data.id;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const up = await upload(c.t, png, { token: a.token, filename: 'p.png', type: 'image/png' });
    expect(up.status).toBe(200);
    const img = await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'image', content: { url: up.body.data.url, name: 'p.png' } } });
    expect(img.data).toMatchObject({ type: 'image', content: { url: up.body.data.url, width: 40, height: 30, name: 'p.png' } });
    // An image sent as a voice message, a made-up hash, a foreign URL, no URL.
    expect((await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'voice', content: { url: up.body.data.url } } })).message).toBe('The file does not match the message type (voice)');
    expect((await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'image', content: { url: `/api/media/${'0'.repeat(32)}` } } })).status).toBe(400);
    expect((await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'file', content: { url: 'https://evil.example/x.exe' } } })).status).toBe(400);
    expect((await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'video', content: {} } })).message).toBe('Please upload the file first');
    // Voice and video are checked the same way against stored media rows (type and size).
    await c.t.db.insertInto('media').values([
      { hash: 'a'.repeat(32), mime: 'audio/mpeg', width: 0, height: 0, size: 200_000, created_by: a.id },
      { hash: 'b'.repeat(32), mime: 'audio/mpeg', width: 0, height: 0, size: CHAT.maxVoiceBytes + 1, created_by: a.id },
    ]).execute();
    const voice = await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'voice', content: { url: `/api/media/${'a'.repeat(32)}`, duration: 7 } } });
    expect(voice.data).toMatchObject({ type: 'voice', content: { mime: 'audio/mpeg', size: 200_000, duration: 7 } });
    expect((await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'voice', content: { url: `/api/media/${'b'.repeat(32)}` } } })).message).toBe('The file is too large (max 5 MB)');
    // A resend (same temp id) of a voice message whose file has gone since is the stored message; a new one is refused.
    const first = await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'voice', content: { url: `/api/media/${'a'.repeat(32)}` }, temp_id: 'gone-1' } });
    expect(first.status).toBe(200);
    await c.t.db.deleteFrom('media').where('hash', '=', 'a'.repeat(32)).execute();
    const again = await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'voice', content: { url: `/api/media/${'a'.repeat(32)}` }, temp_id: 'gone-1' } });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ message_id: first.data.message_id, seq: first.data.seq, temp_id: 'gone-1' });
    const fresh = await c.call('chatSend', { token: a.token, body: { conversation_id: conv, type: 'voice', content: { url: `/api/media/${'a'.repeat(32)}` }, temp_id: 'gone-2' } });
    expect(fresh.status).toBe(400);
    expect(fresh.message).toBe('The file was not found; please upload it again');
  });
});

describe('recall', () => {
  it('the sender within 2 minutes; never someone else in a single chat; shown to everyone as recalled', async () => {
    const [a, b] = [await c.user('Sender'), await c.user('Reader')];
    const conv = (await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data.id;
    const sb = await c.connect('/ws', { lang: 'zh' });
    await sb.request({ type: 'auth', token: b.wsToken }, 'auth_result');
    const m1 = (await c.call('chatSend', { token: a.token, body: { conversation_id: conv, content: { text: 'oops' }, temp_id: 'rc-1' } })).data;
    expect((await c.call('chatRecall', { token: b.token, body: { messageId: m1.message_id } })).status).toBe(403);
    const recalled = await c.call('chatRecall', { token: a.token, body: { messageId: m1.message_id } });
    expect(recalled.data).toMatchObject({ message_id: m1.message_id, recalled: true, content: { text: 'This message has been recalled' }, temp_id: 'rc-1' });
    const push = await sb.next('message_recalled');
    expect(push.data).toMatchObject({ message_id: m1.message_id, recalled: true, content: { text: '此消息已被撤回' }, temp_id: null });
    // Recalling twice answers the recalled message; history shows it recalled with the content gone.
    expect((await c.call('chatRecall', { token: a.token, body: { message_id: m1.message_id } })).data.recalled).toBe(true);
    const history = await c.call('chatHistory', { token: b.token, query: { conversation_id: conv }, lang: 'vi' });
    expect(history.data.messages[0]).toMatchObject({ recalled: true, content: { text: 'Tin nhắn này đã bị thu hồi' } });
    expect((await c.t.db.selectFrom('chat_message').select('content').where('id', '=', m1.message_id).executeTakeFirstOrThrow()).content).toEqual({});
    // Past the window: refused with the reason.
    const m2 = (await c.call('chatSend', { token: a.token, body: { conversation_id: conv, content: { text: 'old' } } })).data;
    await c.t.db.updateTable('chat_message').set({ created_at: new Date(Date.now() - (CHAT.recallWindowSeconds + 5) * 1000) } as never).where('id', '=', m2.message_id).execute();
    const late = await c.call('chatRecall', { token: a.token, body: { messageId: m2.message_id } });
    expect(late).toMatchObject({ status: 400, message: 'Messages can only be recalled within 2 minutes' });
    sb.close();
  });

  it('a group owner recalls anyone’s message at any time; other members only their own', async () => {
    const [owner, m1, m2] = [await c.user(), await c.user(), await c.user()];
    const gid = (await c.call('chatCreateGroup', { token: owner.token, body: { name: 'G', memberIds: [m1.id, m2.id] } })).data.id;
    const old = (await c.call('chatSend', { token: m1.token, body: { conversation_id: gid, content: { text: 'spam' } } })).data;
    await c.t.db.updateTable('chat_message').set({ created_at: new Date(Date.now() - 3600_000) } as never).where('id', '=', old.message_id).execute();
    expect((await c.call('chatRecall', { token: m2.token, body: { messageId: old.message_id } })).status).toBe(403);
    expect((await c.call('chatRecall', { token: m1.token, body: { messageId: old.message_id } })).status).toBe(400);
    expect((await c.call('chatRecall', { token: owner.token, body: { messageId: old.message_id } })).data.recalled).toBe(true);
    const list = await c.call('chatConversationList', { token: m2.token });
    expect(list.data.list[0].last_message).toMatchObject({ recalled: true, content: { text: 'This message has been recalled' } });
  });
});

describe('contact from a listing', () => {
  it('opens the chat with the publisher and sends the listing card first, once per conversation and listing', async () => {
    const [publisher, buyer] = [await c.user('Agent'), await c.user('Buyer')];
    fakeCards.set('housing:501', { kind: 'housing', id: 501, title: 'Flat in District 1', cover: '/api/media/' + 'c'.repeat(32), price: 1200, currency: 'USD', user_id: publisher.id });
    fakeCards.set('company:77', { kind: 'company', id: 77, title: 'Visa Co', cover: null, price: null, currency: null, user_id: publisher.id });
    const sp = await c.online(publisher);
    const conv = await c.call('chatCreateSingleLegacy', { token: buyer.token, body: { card: { kind: 'housing', id: 501 } } });
    expect(conv.data).toMatchObject({ type: 1, other_user_id: publisher.id, last_message: { type: 'card', sender_id: buyer.id, seq: 1 } });
    expect(conv.data.last_message.content.card).toEqual({ kind: 'housing', id: 501, title: 'Flat in District 1', cover: '/api/media/' + 'c'.repeat(32), price: 1200, currency: 'USD', user_id: publisher.id });
    expect((await sp.next('conversation_created')).data.last_message.type).toBe('card');
    expect((await sp.next('new_message')).data).toMatchObject({ type: 'card', unread_count: 1 });
    // Pressing contact again: same conversation, no second card. Another listing: its own card.
    const again = await c.call('chatCreateSingle', { token: buyer.token, body: { target_id: publisher.id, card: { kind: 'housing', id: 501 } } });
    expect(again.data).toMatchObject({ id: conv.data.id, last_seq: 1 });
    const company = await c.call('chatCreateSingle', { token: buyer.token, body: { card: { kind: 'company', id: 77 } } });
    expect(company.data).toMatchObject({ id: conv.data.id, last_seq: 2 });
    const history = await c.call('chatHistory', { token: publisher.token, query: { conversation_id: conv.data.id } });
    expect(history.data.messages.map((m: { content: { card: { id: number } } }) => m.content.card.id)).toEqual([501, 77]);
    // Unknown listings, a listing of someone else, and the publisher contacting themselves.
    expect((await c.call('chatCreateSingle', { token: buyer.token, body: { card: { kind: 'housing', id: 404 } } })).status).toBe(404);
    expect((await c.call('chatCreateSingle', { token: buyer.token, body: { target_id: buyer.id + 1000, card: { kind: 'housing', id: 501 } } })).status).toBe(400);
    expect((await c.call('chatCreateSingle', { token: publisher.token, body: { card: { kind: 'housing', id: 501 } } })).message).toBe('You cannot chat with yourself');
    sp.close();
  });
});
