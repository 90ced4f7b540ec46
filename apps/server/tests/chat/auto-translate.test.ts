import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChat, type ChatTest } from './support.js';

/**
 * "Translate incoming messages into my language" (docs/translation.md): a member's own switch per conversation,
 * stored on the server, the same on every device of the member (read on another session, pushed live to the
 * member's other sockets), invisible to and unchangeable by anyone else.
 */
let c: ChatTest;
beforeAll(async () => {
  c = await startChat();
});
afterAll(() => c.close());

describe('auto-translate switch', () => {
  it('is off at first, set by the member, read on their other session and pushed to their other devices only', async () => {
    const made = await c.t.newUser({ nickname: 'Lan' });
    const me = { id: made.id, token: made.token, wsToken: made.user.ws_token };
    const other = await c.user('Minh');
    const conv = (await c.call('chatCreateSingle', { token: other.token, body: { target_id: me.id } })).data;
    expect(conv.auto_translate).toBe(0);

    // A second login of mine (another phone), listening on its socket; the other member listens too.
    const second = await c.t.login(made.mobile, made.password);
    const phone = await c.online({ token: second.token, wsToken: '' }, { session: true });
    const theirs = await c.online(other);

    const set = await c.call('chatConversationSettings', { token: me.token, body: { conversation_id: conv.id, auto_translate: 1 } });
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ id: conv.id, auto_translate: 1, is_top: 0, is_mute: 0 });
    // Live on my other device…
    expect((await phone.next('conversation_updated', (f) => f.data.id === conv.id)).data).toMatchObject({ id: conv.id, auto_translate: 1 });
    // …remembered for it (info and the list), and only mine: the other member's view is unchanged and hears nothing.
    expect((await c.call('chatConversationInfo', { token: second.token, query: { conversation_id: conv.id } })).data.auto_translate).toBe(1);
    const list = await c.call('chatConversationList', { token: second.token });
    expect(list.data.list.find((x: { id: number }) => x.id === conv.id)).toMatchObject({ auto_translate: 1 });
    expect((await c.call('chatConversationInfo', { token: other.token, query: { conversation_id: conv.id } })).data.auto_translate).toBe(0);
    expect(await theirs.quiet('conversation_updated')).toBe(true);

    // Off again from the phone: the first session reads it off.
    await c.call('chatConversationSettings', { token: second.token, body: { conversation_id: conv.id, auto_translate: 0 } });
    expect((await c.call('chatConversationInfo', { token: me.token, query: { conversation_id: conv.id } })).data.auto_translate).toBe(0);
    phone.close();
    theirs.close();
  });

  it('in a group, each member’s own: a rename pushed to everyone carries each member’s own switch', async () => {
    const [owner, m1] = [await c.user('Owner'), await c.user('M1')];
    const g = (await c.call('chatCreateGroup', { token: owner.token, body: { name: 'Nhà trọ Q7', memberIds: [m1.id] } })).data;
    await c.call('chatConversationSettings', { token: m1.token, body: { conversation_id: g.id, auto_translate: 1 } });
    const [sOwner, sM1] = [await c.online(owner), await c.online(m1)];
    await c.call('chatConversationSettings', { token: owner.token, body: { conversation_id: g.id, name: '第七郡租房' } });
    expect((await sOwner.next('conversation_updated')).data).toMatchObject({ name: '第七郡租房', auto_translate: 0 });
    expect((await sM1.next('conversation_updated')).data).toMatchObject({ name: '第七郡租房', auto_translate: 1 });
    sOwner.close();
    sM1.close();
  });

  it('refuses another’s conversation (403, as if it did not exist), bad values (400) and no token (401)', async () => {
    const [a, b, stranger] = [await c.user('A'), await c.user('B'), await c.user('Stranger')];
    const conv = (await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data;
    const theirs = await c.call('chatConversationSettings', { token: stranger.token, body: { conversation_id: conv.id, auto_translate: 1 } });
    const missing = await c.call('chatConversationSettings', { token: stranger.token, body: { conversation_id: 2_000_000_000, auto_translate: 1 } });
    expect(theirs.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(missing.message).toBe(theirs.message);
    expect((await c.call('chatConversationInfo', { token: a.token, query: { conversation_id: conv.id } })).data.auto_translate).toBe(0);
    expect((await c.call('chatConversationSettings', { token: a.token, body: { conversation_id: conv.id, auto_translate: 2 } })).status).toBe(400);
    expect((await c.call('chatConversationSettings', { token: a.token, body: { conversation_id: conv.id, auto_translate: 'yes' } })).status).toBe(400);
    expect((await c.call('chatConversationSettings', { body: { conversation_id: conv.id, auto_translate: 1 } })).status).toBe(401);
  });
});
