import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeService } from '../../src/modules/notices/index.js';
import { startChat, type ChatTest } from '../chat/support.js';
import { startRedis, redisAvailable, type TestRedis } from '../support/redis.js';
import { worldOf, type World } from '../listings/support/fixtures.js';

/**
 * The notice badge arrives live over the app's socket (docs/push.md, `notice_unread`): real sockets on a
 * listening server. Across two nodes with Redis too (TEST_REDIS_URL, else a throwaway redis-server when one
 * is installed; that part is skipped without either).
 */
let c: ChatTest;
let w: World;
let redis: TestRedis | null = null;

beforeAll(async () => {
  c = await startChat();
  w = await worldOf(c.t);
});
afterAll(async () => {
  await c?.close();
  await redis?.stop();
});

/** The unread count the owner's client would fetch (no area header: the profile's area, as the push counts). */
const fetched = async (token: string) => (await c.call<{ count: number }>('userNoteUnreadCount', { token })).data.count;

describe('notice badge over the socket', () => {
  it('an admin rejects a listing: the owner’s sockets get the new unread count, nobody else does', async () => {
    const owner = await w.publisher('housing', w.hcm);
    const stranger = await c.user('Stranger');
    const [ownerPhone, ownerLaptop] = [await c.online({ token: owner.token, wsToken: '' }, { session: true }), await c.online({ token: owner.token, wsToken: '' }, { session: true })];
    const strangerSocket = await c.online(stranger);
    const listing = await w.create(owner, 'housing', w.hcm);
    expect(listing.review_status).not.toBe('passed');

    const r = await w.kindCall('housing', 'adminFieldUpdate', { token: w.adminHcm.token, params: { id: listing.id }, body: { review_status: 'failed', reason: '联系方式无效' } });
    expect(r.status).toBe(200);
    const frame = await ownerPhone.next('notice_unread');
    expect(frame.data).toEqual({ count: 1, site_area_id: expect.any(Number) });
    expect(frame.data.count).toBe(await fetched(owner.token));
    // Every open socket of the owner; exactly once each (the harness runs two apps on one database).
    expect((await ownerLaptop.next('notice_unread')).data.count).toBe(1);
    expect(await ownerPhone.quiet('notice_unread')).toBe(true);
    expect(await strangerSocket.quiet('notice_unread', 400)).toBe(true);

    // A second notice counts up; the stranger's own notice reaches only the stranger.
    await new NoticeService(c.t.db).notify(owner.id, { kind: 'system', title: 'second' });
    expect((await ownerPhone.next('notice_unread')).data.count).toBe(2);
    await new NoticeService(c.t.db).notify(stranger.id, { kind: 'system', title: 'for B only' });
    expect((await strangerSocket.next('notice_unread')).data.count).toBe(1);
    expect(await ownerPhone.quiet('notice_unread')).toBe(true);

    // Reading over HTTP changes nothing pushed; the next fetch has the truth.
    await c.call('userNoteReadAll', { token: owner.token, body: {} });
    expect(await fetched(owner.token)).toBe(0);
    for (const s of [ownerPhone, ownerLaptop, strangerSocket]) s.close();
  });

  it('a notice made in a transaction is pushed after the commit, never when rolled back', async () => {
    const u = await c.user('Transactional');
    const s = await c.online(u);
    await c.t.db
      .transaction()
      .execute(async (trx) => {
        await new NoticeService(trx).notify(u.id, { kind: 'system', title: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await s.quiet('notice_unread', 600)).toBe(true);
    await c.t.db.transaction().execute(async (trx) => {
      await new NoticeService(trx).notify(u.id, { kind: 'system', title: 'kept' });
    });
    expect((await s.next('notice_unread')).data.count).toBe(1);
    s.close();
  });

  it('an announcement tells every socket which area changed (the client refetches when it shows that area)', async () => {
    const [a, b] = [await c.user('AreaA'), await c.user('AreaB')];
    const [sa, sb] = [await c.online(a), await c.online(b)];
    await new NoticeService(c.t.db).broadcast(w.hanoi, { kind: 'system', title: '河内站公告' });
    for (const s of [sa, sb]) expect((await s.next('notice_unread')).data).toEqual({ count: null, site_area_id: w.hanoi });
    expect(await sa.quiet('notice_unread')).toBe(true);
    sa.close();
    sb.close();
  });
});

describe.skipIf(!redisAvailable)('notice badge across nodes (Redis)', () => {
  beforeAll(async () => {
    redis = await startRedis();
  });

  it('a rejection reaches the owner’s socket on node 2 through Redis, once; another user on node 1 gets nothing', async () => {
    const node1 = await c.node(redis!.url);
    const node2 = await c.node(redis!.url);
    const owner = await w.publisher('housing', w.hcm);
    const other = await c.user('OtherOnNode1');
    const onNode2 = await node2.online({ token: owner.token, wsToken: '' }, { session: true });
    const otherOnNode1 = await node1.online(other);
    const listing = await w.create(owner, 'housing', w.hcm);
    // Apps on one database in one process: the first with Redis publishes (here node 1, the first node with
    // Redis started), delivering to its own sockets and, through Redis, to node 2's.
    const res = await w.kindCall('housing', 'adminFieldUpdate', { token: w.adminHcm.token, params: { id: listing.id }, body: { review_status: 'failed', reason: '跨节点' } });
    expect(res.status).toBe(200);
    expect((await onNode2.next('notice_unread', () => true, 5000)).data.count).toBe(1);
    expect(await onNode2.quiet('notice_unread', 400)).toBe(true);
    expect(await otherOnNode1.quiet('notice_unread')).toBe(true);
    onNode2.close();
    otherOnNode1.close();
  });
});
