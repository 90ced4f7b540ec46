import { CHAT } from '@haiwai/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChat, type ChatTest, type TestUser } from './support.js';

/** Groups that run themselves (docs/chat-groups.md): roles, announcement, mutes, invite links, requests, people, limit. */
let c: ChatTest;
let owner: TestUser, admin: TestUser, member: TestUser, other: TestUser, outsider: TestUser;
let group: number;

beforeAll(async () => {
  c = await startChat();
  owner = await c.user('Owen');
  admin = await c.user('Ada');
  member = await c.user('Mia');
  other = await c.user('Oscar');
  outsider = await c.user('Xena');
  const g = await c.call('chatCreateGroup', { token: owner.token, body: { name: 'Tenants', memberIds: [admin.id, member.id, other.id] } });
  group = g.data.id;
});
afterAll(() => c.close());

const roleOf = (conv: { members: { user_id: number; role: string }[] }, id: number) => conv.members.find((m) => m.user_id === id)?.role;

describe('owner and admins', () => {
  it('the owner appoints an admin; every member sees the role live', async () => {
    const sm = await c.online(member);
    const res = await c.call('chatGroupSetRole', { token: owner.token, body: { conversation_id: group, user_id: admin.id, role: 'admin' } });
    expect(res.code).toBe(200);
    expect(res.data.my_role).toBe('owner');
    const pushed = await sm.next('conversation_updated', (f) => f.data.id === group && roleOf(f.data, admin.id) === 'admin');
    expect(pushed.data.is_mute).toBe(0);
    expect((await c.call('chatGroupInfo', { token: admin.token, query: { conversation_id: group } })).data.my_role).toBe('admin');
    sm.close();
  });

  it('only the owner appoints: admins, members, non-members and visitors are refused; bad input is 400', async () => {
    const body = { conversation_id: group, user_id: other.id, role: 'admin' };
    expect((await c.call('chatGroupSetRole', { token: admin.token, body })).status).toBe(403);
    expect((await c.call('chatGroupSetRole', { token: member.token, body })).status).toBe(403);
    expect((await c.call('chatGroupSetRole', { token: outsider.token, body })).status).toBe(403);
    expect((await c.call('chatGroupSetRole', { body })).status).toBe(401);
    expect((await c.call('chatGroupSetRole', { token: owner.token, body: { ...body, role: 'owner' } })).status).toBe(400);
    expect((await c.call('chatGroupSetRole', { token: owner.token, body: { ...body, user_id: outsider.id } })).status).toBe(400);
    expect((await c.call('chatGroupInfo', { token: outsider.token, query: { conversation_id: group } })).status).toBe(403);
  });
});

describe('announcement', () => {
  it('an admin edits it; members get the change and a line in the room, live', async () => {
    const sm = await c.online(member);
    const res = await c.call('chatGroupAnnouncement', { token: admin.token, lang: 'en', body: { conversation_id: group, text: '押金下周一前交' } });
    expect(res.code).toBe(200);
    expect(res.data.announcement).toMatchObject({ text: '押金下周一前交', by_id: admin.id, by_name: 'Ada' });
    await sm.next('conversation_updated', (f) => f.data.id === group);
    expect((await sm.next('new_message', (f) => f.data.conversation_id === group)).data.content.text).toBe('[Announcement] 押金下周一前交');
    const seen = await c.call('chatGroupInfo', { token: member.token, query: { conversation_id: group } });
    expect(seen.data).toMatchObject({ my_role: 'member', announcement: { text: '押金下周一前交' }, invite: null, pending_requests: 0, member_limit: CHAT.maxGroupMembers });
    sm.close();
  });

  it('members and non-members may not edit it; too long is 400', async () => {
    expect((await c.call('chatGroupAnnouncement', { token: member.token, body: { conversation_id: group, text: 'x' } })).status).toBe(403);
    expect((await c.call('chatGroupAnnouncement', { token: outsider.token, body: { conversation_id: group, text: 'x' } })).status).toBe(403);
    expect((await c.call('chatGroupAnnouncement', { token: admin.token, body: { conversation_id: group, text: 'x'.repeat(2001) } })).status).toBe(400);
  });
});

describe('mute', () => {
  it('a muted member is refused with the end time, over HTTP and the socket; lifting lets them speak', async () => {
    const res = await c.call('chatGroupMute', { token: admin.token, body: { conversation_id: group, user_id: member.id, duration: '10m' } });
    expect(res.data.mutes).toEqual([{ user_id: member.id, until: expect.any(Number) }]);
    const until = res.data.mutes[0].until as number;
    const refused = await c.call('chatSend', { token: member.token, lang: 'en', body: { conversation_id: group, type: 'text', content: { text: 'hi' } } });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(`You are muted in this group until ${new Date(until * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect(refused.data).toEqual({ muted_until: until });
    const sm = await c.online(member);
    const ack = await sm.sendMessage({ conversation_id: group, type: 'text', content: { text: 'hi' }, temp_id: 'muted-1' });
    expect(ack.code).toBe(403);
    sm.close();
    await c.call('chatGroupMute', { token: admin.token, body: { conversation_id: group, user_id: member.id, duration: 'forever' } });
    const forever = await c.call('chatSend', { token: member.token, lang: 'zh', body: { conversation_id: group, type: 'text', content: { text: 'hi' } } });
    expect(forever.message).toBe('你已被管理员禁言，解除前无法在本群发言');
    await c.call('chatGroupMute', { token: admin.token, body: { conversation_id: group, user_id: member.id, duration: 'lift' } });
    expect((await c.call('chatSend', { token: member.token, body: { conversation_id: group, type: 'text', content: { text: 'back' } } })).code).toBe(200);
  });

  it('admins cannot mute the owner or each other; members and non-members cannot mute; bad durations are 400', async () => {
    expect((await c.call('chatGroupMute', { token: admin.token, body: { conversation_id: group, user_id: owner.id, duration: '1h' } })).status).toBe(403);
    expect((await c.call('chatGroupMute', { token: member.token, body: { conversation_id: group, user_id: other.id, duration: '1h' } })).status).toBe(403);
    expect((await c.call('chatGroupMute', { token: outsider.token, body: { conversation_id: group, user_id: other.id, duration: '1h' } })).status).toBe(403);
    expect((await c.call('chatGroupMute', { token: admin.token, body: { conversation_id: group, user_id: other.id, duration: '2y' } })).status).toBe(400);
  });
});

describe('invite links and join requests', () => {
  it('a link lets people in; revoking it stops it', async () => {
    const inv = await c.call('chatGroupInviteCreate', { token: admin.token, body: { conversation_id: group, expires: '7d', approval: false } });
    expect(inv.data).toMatchObject({ approval: false, expires_at: expect.any(Number) });
    const visitor = await c.call('chatGroupInvitePreview', { query: { token: inv.data.token } });
    expect(visitor.data).toMatchObject({ conversation_id: group, name: 'Tenants', member_count: 4, status: 'none' });
    const joiner = await c.user('Jo');
    const so = await c.online(owner);
    expect((await c.call('chatGroupJoin', { token: joiner.token, body: { token: inv.data.token } })).data).toEqual({ status: 'joined', conversation_id: group });
    expect((await so.next('group_member_changed', (f) => f.data.action === 'add')).data.user_ids).toEqual([joiner.id]);
    so.close();
    expect((await c.call('chatGroupJoin', { token: joiner.token, body: { token: inv.data.token } })).status).toBe(409);
    expect((await c.call('chatGroupInvitePreview', { token: joiner.token, query: { token: inv.data.token } })).data.status).toBe('member');
    expect((await c.call('chatGroupInviteRevoke', { token: member.token, body: { conversation_id: group } })).status).toBe(403);
    expect((await c.call('chatGroupInviteRevoke', { token: admin.token, body: { conversation_id: group } })).data).toEqual({ ok: true });
    expect((await c.call('chatGroupInvitePreview', { query: { token: inv.data.token } })).status).toBe(404);
    expect((await c.call('chatGroupJoin', { token: outsider.token, body: { token: inv.data.token } })).status).toBe(404);
    expect((await c.call('chatGroupJoin', { token: outsider.token, body: { token: 'short' } })).status).toBe(400);
    await c.call('chatRemoveMembers', { token: owner.token, body: { conversationId: group, memberIds: [joiner.id] } });
  });

  it('with approval, requests wait for an admin; the requester is told', async () => {
    const inv = await c.call('chatGroupInviteCreate', { token: owner.token, body: { conversation_id: group, expires: 'never', approval: true } });
    expect(inv.data.expires_at).toBeNull();
    expect((await c.call('chatGroupInviteCreate', { token: member.token, body: { conversation_id: group, expires: '1d' } })).status).toBe(403);
    const asker = await c.user('Asa');
    const decliner = await c.user('Dee');
    const sa = await c.online(admin);
    expect((await c.call('chatGroupJoin', { token: asker.token, body: { token: inv.data.token } })).data.status).toBe('pending');
    await sa.next('group_requests_changed', (f) => f.data.conversation_id === group);
    expect((await c.call('chatGroupJoin', { token: asker.token, body: { token: inv.data.token } })).status).toBe(409);
    await c.call('chatGroupJoin', { token: decliner.token, body: { token: inv.data.token } });
    const queue = await c.call('chatGroupJoinRequests', { token: admin.token, query: { conversation_id: group, limit: 1 } });
    expect(queue.data.list.map((r: { user_id: number }) => r.user_id)).toEqual([asker.id]);
    const next = await c.call('chatGroupJoinRequests', { token: admin.token, query: { conversation_id: group, limit: 1, cursor: queue.data.next_cursor } });
    expect(next.data.list.map((r: { user_id: number }) => r.user_id)).toEqual([decliner.id]);
    expect((await c.call('chatGroupJoinRequests', { token: member.token, query: { conversation_id: group } })).status).toBe(403);
    expect((await c.call('chatGroupJoinRequests', { token: outsider.token, query: { conversation_id: group } })).status).toBe(403);
    expect((await c.call('chatGroupInfo', { token: admin.token, query: { conversation_id: group } })).data.pending_requests).toBe(2);

    const sk = await c.online(asker);
    const sd = await c.online(decliner);
    const firstId = queue.data.list[0].id as number;
    expect((await c.call('chatGroupJoinDecide', { token: member.token, body: { request_id: firstId, approve: true } })).status).toBe(403);
    expect((await c.call('chatGroupJoinDecide', { token: admin.token, body: { request_id: firstId, approve: true } })).data).toEqual({ ok: true });
    expect((await sk.next('conversation_created')).data.id).toBe(group);
    expect((await sk.next('group_join_decided')).data).toMatchObject({ conversation_id: group, approved: true });
    expect((await c.call('chatGroupJoinDecide', { token: admin.token, body: { request_id: firstId, approve: true } })).status).toBe(409);
    await c.call('chatGroupJoinDecide', { token: admin.token, body: { request_id: next.data.list[0].id, approve: false } });
    expect((await sd.next('group_join_decided')).data).toMatchObject({ approved: false, name: 'Tenants' });
    expect((await c.call('chatGroupInvitePreview', { token: decliner.token, query: { token: inv.data.token } })).data.status).toBe('declined');
    sa.close();
    sk.close();
    sd.close();
    await c.call('chatRemoveMembers', { token: owner.token, body: { conversationId: group, memberIds: [asker.id] } });
  });
});

describe('adding and removing people', () => {
  it('candidates are my follows, or a search by nickname or ID, never across a block; blocked people cannot be added', async () => {
    const fan = await c.user('Felix 飞');
    const stranger = await c.user('Felix Other');
    const blocker = await c.user('Felix Blocker');
    await c.call('socialRelation', { token: admin.token, body: { user_id: fan.id, action: 'follow' } });
    await c.call('shieldingSave', { token: blocker.token, body: { user_id: admin.id, action: 'block' } });
    const follows = await c.call('chatGroupCandidates', { token: admin.token, query: { conversation_id: group } });
    expect(follows.data.list).toEqual([{ user_id: fan.id, nickname: 'Felix 飞', avatar: null, followed: true, is_member: false }]);
    const found = await c.call('chatGroupCandidates', { token: admin.token, query: { conversation_id: group, q: 'felix' } });
    expect(found.data.list.map((u: { user_id: number }) => u.user_id)).toEqual([fan.id, stranger.id]);
    const byId = await c.call('chatGroupCandidates', { token: admin.token, query: { conversation_id: group, q: String(member.id) } });
    expect(byId.data.list).toContainEqual(expect.objectContaining({ user_id: member.id, is_member: true }));
    expect((await c.call('chatGroupCandidates', { token: member.token, query: { conversation_id: group } })).status).toBe(403);
    expect((await c.call('chatGroupCandidates', { token: outsider.token, query: { conversation_id: group } })).status).toBe(403);
    const refused = await c.call('chatAddMembers', { token: admin.token, body: { conversationId: group, memberIds: [blocker.id] } });
    expect(refused.status).toBe(403);
    expect((await c.call('chatAddMembers', { token: admin.token, body: { conversationId: group, memberIds: [fan.id] } })).code).toBe(200);
    expect((await c.call('chatAddMembers', { token: member.token, body: { conversationId: group, memberIds: [stranger.id] } })).status).toBe(403);
    // An admin removes members, never the owner or another admin.
    expect((await c.call('chatRemoveMembers', { token: admin.token, body: { conversationId: group, memberIds: [owner.id] } })).status).toBe(403);
    expect((await c.call('chatRemoveMembers', { token: admin.token, body: { conversationId: group, memberIds: [fan.id] } })).code).toBe(200);
    expect((await c.call('chatRemoveMembers', { token: member.token, body: { conversationId: group, memberIds: [other.id] } })).status).toBe(403);
  });
});

describe('transfer and the member limit', () => {
  it('only the owner transfers, to a member; the old owner becomes an admin', async () => {
    expect((await c.call('chatGroupTransfer', { token: admin.token, body: { conversation_id: group, user_id: member.id } })).status).toBe(403);
    expect((await c.call('chatGroupTransfer', { token: outsider.token, body: { conversation_id: group, user_id: member.id } })).status).toBe(403);
    expect((await c.call('chatGroupTransfer', { token: owner.token, body: { conversation_id: group, user_id: outsider.id } })).status).toBe(400);
    const sm = await c.online(member);
    const res = await c.call('chatGroupTransfer', { token: owner.token, body: { conversation_id: group, user_id: member.id } });
    expect(res.data.my_role).toBe('admin');
    const pushed = await sm.next('conversation_updated', (f) => f.data.owner_id === member.id);
    expect(roleOf(pushed.data, member.id)).toBe('owner');
    expect(roleOf(pushed.data, owner.id)).toBe('admin');
    sm.close();
    // The new owner runs it; the old one, now an admin, cannot appoint.
    expect((await c.call('chatGroupSetRole', { token: owner.token, body: { conversation_id: group, user_id: other.id, role: 'admin' } })).status).toBe(403);
    expect((await c.call('chatGroupSetRole', { token: member.token, body: { conversation_id: group, user_id: other.id, role: 'admin' } })).code).toBe(200);
  });

  it('an add, a join or an approval past the limit is refused naming it', async () => {
    const db = c.t.database.db;
    const big = await c.call('chatCreateGroup', { token: owner.token, body: { name: 'Full house', memberIds: [admin.id] } });
    const id = big.data.id as number;
    // Fill the group to the limit with members made in the database (498 more).
    const { rows } = await sql<{ id: number }>`insert into app_user (nickname) select 'filler ' || g from generate_series(1, ${CHAT.maxGroupMembers - 2}) g returning id`.execute(db);
    await sql`insert into conversation_member (conversation_id, user_id, joined_at) select ${id}, u, now() from unnest(${rows.map((r) => r.id)}::int[]) u`.execute(db);
    const late = await c.user('Late');
    const add = await c.call('chatAddMembers', { token: owner.token, lang: 'en', body: { conversationId: id, memberIds: [late.id] } });
    expect(add.status).toBe(400);
    expect(add.message).toContain(String(CHAT.maxGroupMembers));
    const open = await c.call('chatGroupInviteCreate', { token: owner.token, body: { conversation_id: id, expires: '1d', approval: false } });
    const join = await c.call('chatGroupJoin', { token: late.token, lang: 'zh', body: { token: open.data.token } });
    expect(join.status).toBe(400);
    expect(join.message).toBe(`群成员已达上限（${CHAT.maxGroupMembers} 人）`);
    const gated = await c.call('chatGroupInviteCreate', { token: owner.token, body: { conversation_id: id, expires: '1d', approval: true } });
    await c.call('chatGroupJoin', { token: late.token, body: { token: gated.data.token } });
    const [req] = (await c.call('chatGroupJoinRequests', { token: owner.token, query: { conversation_id: id } })).data.list;
    const approve = await c.call('chatGroupJoinDecide', { token: owner.token, lang: 'vi', body: { request_id: req.id, approve: true } });
    expect(approve.status).toBe(400);
    expect(approve.message).toContain(String(CHAT.maxGroupMembers));
    // The request waits again: after a member leaves, it can be approved.
    await c.call('chatLeaveGroup', { token: admin.token, body: { conversationId: id } });
    expect((await c.call('chatGroupJoinDecide', { token: owner.token, body: { request_id: req.id, approve: true } })).data).toEqual({ ok: true });
  });
});
