import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

type Who = Awaited<ReturnType<TestApp['newUser']>>;
interface State {
  user_id: number;
  isRelation: boolean;
  is_fan: boolean;
  fans_count: number;
  following_count: number;
}
interface Row {
  id: number;
  nickname: string;
  isRelation: boolean;
  is_fan: boolean;
}
interface Page<T> {
  list: T[];
  next_cursor: string | null;
}
interface Profile {
  id: number;
  cover: string | null;
  following_count: number;
  fans_count: number;
  post_count: number;
  likes_count: number;
  isRelation: boolean;
  is_fan: boolean;
  isBlocked: boolean;
  blocks_me: boolean;
}

let t: TestApp;
let people: Who[];
beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'false' });
  people = [];
  for (let i = 0; i < 16; i++) people.push(await t.newUser({ nickname: `人${i}` }));
});
afterAll(() => t.close());

const relation = (who: Who | null, body: Record<string, unknown>, lang = 'zh') => t.call<State>('socialRelation', { token: who?.token, body, lang });
const block = (who: Who | null, body: Record<string, unknown>) => t.call<{ user_id: number; isBlocked: boolean }>('shieldingSave', { token: who?.token, body });
const list = (who: Who | null, query: Record<string, string | number | undefined>) => t.call<Page<Row>>('socialRelationListUser', { token: who?.token, query });
const profile = (who: Who | null, id: number) => t.call<Profile>('getOtherPeopleUser', { token: who?.token, params: { id } });
const stat = async (id: number) => {
  const r = await t.db.selectFrom('user_social_stat').selectAll().where('user_id', '=', id).executeTakeFirst();
  return { fans: Number(r?.fans_count ?? 0), following: Number(r?.following_count ?? 0) };
};

describe('follows', () => {
  it('follows, toggles and removes a fan, keeping both counters; refuses myself, unknown people and bad input', async () => {
    const [a, b] = [people[0]!, people[1]!];
    const followed = await relation(a, { user_id: b.id, action: 'follow' });
    expect(followed.data).toEqual({ user_id: b.id, isRelation: true, is_fan: false, fans_count: 1, following_count: 0 });
    expect((await relation(a, { user_id: b.id, action: 'follow' })).data.fans_count).toBe(1);
    const back = await relation(b, { user_id: a.id });
    expect(back.data).toMatchObject({ isRelation: true, is_fan: true, fans_count: 1, following_count: 1 });
    expect(await stat(a.id)).toEqual({ fans: 1, following: 1 });
    // b removes a from their fans: a no longer follows b.
    const removed = await relation(b, { user_id: a.id, action: 'remove_fan' });
    expect(removed.data).toMatchObject({ isRelation: true, is_fan: false });
    expect(await stat(b.id)).toEqual({ fans: 0, following: 1 });
    const toggled = await relation(b, { user_id: a.id });
    expect(toggled.data).toMatchObject({ isRelation: false, fans_count: 0 });
    expect(await stat(b.id)).toEqual({ fans: 0, following: 0 });

    const self = await relation(a, { user_id: a.id }, 'en');
    expect(self.status).toBe(400);
    expect(self.message).toBe('You cannot follow yourself');
    expect((await relation(a, { user_id: 99_999_999 })).status).toBe(404);
    expect((await relation(a, { user_id: 'abc' })).status).toBe(400);
    expect((await relation(a, { user_id: b.id, action: 'like' })).status).toBe(400);
    expect((await relation(null, { user_id: b.id })).status).toBe(401);
  });

  it('counts exactly under concurrency: many fans at once, and one fan’s double follow counts once', async () => {
    const star = people[2]!;
    const fans = people.slice(3, 15);
    const replies = await Promise.all(fans.flatMap((f) => [relation(f, { user_id: star.id, action: 'follow' }), relation(f, { user_id: star.id, action: 'follow' })]));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await stat(star.id)).toEqual({ fans: fans.length, following: 0 });
    for (const f of fans) expect((await stat(f.id)).following).toBeGreaterThanOrEqual(1);
    await Promise.all(fans.slice(0, 5).map((f) => relation(f, { user_id: star.id, action: 'unfollow' })));
    expect((await stat(star.id)).fans).toBe(fans.length - 5);
  });

  it('tells the person followed once, not on every follow-unfollow-follow', async () => {
    const [fan, idol] = [people[4]!, people[15]!];
    await relation(fan, { user_id: idol.id, action: 'follow' });
    await relation(fan, { user_id: idol.id, action: 'unfollow' });
    await relation(fan, { user_id: idol.id, action: 'follow' });
    const notes = await t.call<Page<{ kind: string; title: string; body: string; link: string }>>('userNoteList', { token: idol.token });
    const follows = notes.data.list.filter((n) => n.kind === 'follow');
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ title: '新粉丝', body: '人4 关注了你', link: `/pagesA/socialize/my-info?id=${fan.id}` });
  });

  it('lists following and fans newest first, paged, with my relation to each', async () => {
    const star = people[2]!;
    const viewer = people[14]!;
    const first = await list(viewer, { user_id: star.id, type: 'fans', limit: 3 });
    expect(first.status).toBe(200);
    expect(first.data.list).toHaveLength(3);
    const all: Row[] = [...first.data.list];
    let cursor = first.data.next_cursor;
    while (cursor) {
      const next = await list(viewer, { user_id: star.id, type: 'fans', limit: 3, cursor });
      all.push(...next.data.list);
      cursor = next.data.next_cursor;
    }
    expect(all.map((r) => r.id).sort((x, y) => x - y)).toEqual(people.slice(8, 15).map((p) => p.id).sort((x, y) => x - y));
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    // The viewer follows star; star follows nobody: in the viewer's own following list, star shows isRelation.
    const mine = await list(viewer, { type: 'following' });
    expect(mine.data.list.find((r) => r.id === star.id)).toMatchObject({ isRelation: true, is_fan: false });
    const visitor = await list(null, { user_id: star.id, type: 'fans' });
    expect(visitor.data.list.every((r) => !r.isRelation && !r.is_fan)).toBe(true);
    expect((await list(null, { type: 'fans' })).status).toBe(401);
    expect((await list(viewer, { type: 'friends' })).status).toBe(400);
    expect((await list(viewer, { type: 'fans', cursor: 'bad.cursor' })).status).toBe(400);
  });
});

describe('blocking', () => {
  it('ends follows both ways with their counts, refuses follows across it, lists and unblocks', async () => {
    const [a, b] = [people[0]!, people[1]!];
    await relation(a, { user_id: b.id, action: 'follow' });
    await relation(b, { user_id: a.id, action: 'follow' });
    const before = [await stat(a.id), await stat(b.id)];
    const blocked = await block(a, { user_id: b.id, action: 'block' });
    expect(blocked.data).toEqual({ user_id: b.id, isBlocked: true });
    expect(await stat(a.id)).toEqual({ fans: before[0]!.fans - 1, following: before[0]!.following - 1 });
    expect(await stat(b.id)).toEqual({ fans: before[1]!.fans - 1, following: before[1]!.following - 1 });

    const mine = await relation(a, { user_id: b.id, action: 'follow' }, 'en');
    expect(mine.status).toBe(403);
    expect(mine.message).toBe('You have blocked this person; unblock them in Settings first');
    const theirs = await relation(b, { user_id: a.id, action: 'follow' });
    expect(theirs.status).toBe(403);
    expect(theirs.message).toBe('对方已将你拉黑，无法进行此操作');

    const listed = await t.call<Page<{ id: number; nickname: string }>>('shieldingList', { token: a.token });
    expect(listed.data.list.map((r) => r.id)).toEqual([b.id]);
    expect((await t.call('shieldingList', {})).status).toBe(401);
    expect((await block(a, { user_id: a.id })).status).toBe(400);
    expect((await block(a, { user_id: 99_999_999 })).status).toBe(404);
    expect((await block(null, { user_id: b.id })).status).toBe(401);
    expect((await block(a, { user_id: b.id, action: 'mute' })).status).toBe(400);

    expect((await block(a, { user_id: b.id })).data.isBlocked).toBe(false);
    expect((await relation(b, { user_id: a.id, action: 'follow' })).status).toBe(200);
  });

  it('refuses a one-to-one chat across a block either way, and unblocking restores it', async () => {
    const [a, b] = [people[5]!, people[6]!];
    const open = await t.call<{ conversation_id: number }>('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
    expect(open.status).toBe(200);
    const conversation_id = open.data.conversation_id;
    await block(b, { user_id: a.id, action: 'block' });
    const send = await t.call('chatSend', { token: a.token, body: { conversation_id, type: 'text', content: { text: '你好' } }, lang: 'en' });
    expect(send.status).toBe(403);
    expect(send.message).toBe('This person has blocked you; you cannot send them messages');
    const byUser = await t.call('chatSend', { token: b.token, body: { other_user_id: a.id, type: 'text', content: { text: 'hi' } } });
    expect(byUser.status).toBe(403);
    expect(byUser.message).toBe('你已将对方拉黑，解除拉黑后才能发消息');
    expect((await t.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).status).toBe(403);
    await block(b, { user_id: a.id, action: 'unblock' });
    expect((await t.call('chatSend', { token: a.token, body: { conversation_id, type: 'text', content: { text: '你好' } } })).status).toBe(200);
  });

  it('answers a resend of a message stored before the block (its ack was lost), and refuses anything new', async () => {
    const [a, b] = [people[9]!, people[10]!];
    const body = { other_user_id: b.id, type: 'text', content: { text: '第一条' }, temp_id: 'before-block-1' };
    const first = await t.call<{ message_id: number; conversation_id: number; seq: number }>('chatSend', { token: a.token, body });
    expect(first.status).toBe(200);
    await block(b, { user_id: a.id, action: 'block' });
    // By person and by conversation: the stored message, nothing new.
    const again = await t.call<{ message_id: number; seq: number }>('chatSend', { token: a.token, body });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ message_id: first.data.message_id, seq: 1 });
    const byConversation = await t.call<{ message_id: number }>('chatSend', { token: a.token, body: { ...body, other_user_id: undefined, conversation_id: first.data.conversation_id } });
    expect(byConversation.data.message_id).toBe(first.data.message_id);
    const fresh = await t.call('chatSend', { token: a.token, body: { ...body, temp_id: 'after-block-1' }, lang: 'en' });
    expect(fresh.status).toBe(403);
    expect(fresh.message).toBe('This person has blocked you; you cannot send them messages');
    const history = await t.call<{ total: number }>('chatHistory', { token: b.token, query: { conversation_id: first.data.conversation_id } });
    expect(history.data.total).toBe(1);
  });
});

describe('a person’s profile', () => {
  it('carries the cover, the counters and my relation to them', async () => {
    const [me, other] = [people[7]!, people[2]!];
    const cover = await t.call<{ cover: string | null }>('putUser', { token: other.token, body: { cover: '/api/media/0123456789abcdef0123456789abcdef' } });
    expect(cover.status).toBe(200);
    expect(cover.data.cover).toBe('/api/media/0123456789abcdef0123456789abcdef');
    await relation(me, { user_id: other.id, action: 'follow' });
    await block(other, { user_id: me.id, action: 'block' });
    const seen = await profile(me, other.id);
    expect(seen.status).toBe(200);
    expect(seen.data).toMatchObject({ id: other.id, cover: '/api/media/0123456789abcdef0123456789abcdef', following_count: 0, post_count: 0, likes_count: 0, isRelation: false, isBlocked: false, blocks_me: true });
    expect(seen.data.fans_count).toBe((await stat(other.id)).fans);
    const theirs = await profile(other, me.id);
    expect(theirs.data).toMatchObject({ isBlocked: true, blocks_me: false });
    const visitor = await profile(null, other.id);
    expect(visitor.data).toMatchObject({ isRelation: false, is_fan: false, isBlocked: false, blocks_me: false });
    expect((await profile(null, 99_999_999)).status).toBe(404);
  });

  it('refuses a nickname or bio with a sensitive word', async () => {
    const r = await t.call('putUser', { token: people[8]!.token, body: { bio: '专业代开发票' } });
    expect(r.status).toBe(400);
    expect(r.message).toBe('个人简介中含有敏感词“代开发票”，请修改后再提交');
  });
});
