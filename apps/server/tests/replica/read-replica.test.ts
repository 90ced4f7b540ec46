import { LISTING_KINDS, type ListingDetail, type ListingPage } from '@haiwai/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_WRITES_MARGIN_MS } from '../../src/core/read-routing.js';
import { worldOf, type World } from '../listings/support/fixtures.js';
import { validBody } from '../listings/support/generator.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { redisAvailable, startRedis, type TestRedis } from '../support/redis.js';
import { pauseReplay, replicaNode, resumeReplay, waitFor, type ReplicaNode } from './support.js';

/**
 * Read replicas (docs/operations.md, "Read replicas"). The streaming part needs TEST_DATABASE_REPLICA_URL: a hot
 * standby of TEST_DATABASE_URL's cluster (scripts/test-all.sh makes one with pg_basebackup); the rest needs
 * TEST_DATABASE_URL. On PGlite everything here is skipped (PGlite has no replica).
 */
const primaryServer = process.env.TEST_DATABASE_URL;
const replicaServer = process.env.TEST_DATABASE_REPLICA_URL;
const MAX_LAG_MS = 6000;

const titleOf = (page: ListingPage, id: number) => page.list.find((c) => c.id === id)?.title;

describe.skipIf(!primaryServer || !replicaServer)('a streaming replica (TEST_DATABASE_REPLICA_URL)', () => {
  let t: TestApp;
  let w: World;
  let node: ReplicaNode;
  let otherNode: ReplicaNode | null = null;
  let redis: TestRedis | null = null;
  let member: { token: string; id: number };
  let id = 0;
  let lastWrite = 0;
  const titles = { first: '副本测试 第一个标题', second: '副本测试 改过的标题' };

  beforeAll(async () => {
    t = await startTestApp();
    w = await worldOf(t); // Danang publishes without review
    if (redisAvailable) redis = await startRedis();
    node = await replicaNode(t, { replicaServerUrl: replicaServer!, maxLagMs: MAX_LAG_MS, redisUrl: redis?.url });
    if (redis) otherNode = await replicaNode(t, { replicaServerUrl: replicaServer!, maxLagMs: MAX_LAG_MS, redisUrl: redis.url });
    await waitFor('the replica to have this file’s database and be usable', () => node.replica.state().usable);
    member = await t.newUser();
  });
  afterAll(async () => {
    await resumeReplay(replicaServer!).catch(() => undefined);
    await otherNode?.close();
    await node?.close();
    await redis?.stop();
    await t?.close();
  });

  const detail = (token?: string, via = node) => via.call<ListingDetail>('housingInfo', { token, siteAreaId: w.danang, params: { id } });
  const list = (token?: string, via = node) => via.call<ListingPage>('housingList', { token, siteAreaId: w.danang, query: { limit: 50 } });

  it('answers from a standby: the replica pool is connected to a server in recovery', async () => {
    const { rows } = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(node.replica.db);
    expect(rows[0]!.standby).toBe(true);
    expect(node.replica.state()).toMatchObject({ usable: true, status: 'ok' });
  });

  it('a member who publishes sees the listing at once on its detail and the list, from the primary; a visitor’s list is the replica’s', async () => {
    lastWrite = Date.now(); // before the call: the mark is made during it
    const saved = await node.call<ListingDetail>('housingSave', { token: member.token, siteAreaId: w.danang, body: validBody(LISTING_KINDS.housing, w.refs('housing', w.danang), 0, { title: titles.first }) });
    expect(saved.status).toBe(200);
    expect(saved.data.status).toBe('online');
    id = saved.data.id;
    const served = node.replicaQueries();
    const routed = node.routed();
    expect((await detail(member.token)).data.title).toBe(titles.first);
    expect(titleOf((await list(member.token)).data, id)).toBe(titles.first);
    expect(node.replicaQueries()).toBe(served); // not one statement of theirs reached the replica
    expect(node.routed().own_write - routed.own_write).toBe(2);

    // A visitor reads the replica, which has the listing within moments.
    await waitFor('the replica to show the new listing to a visitor', async () => titleOf((await list()).data, id) === titles.first);
    const before = node.replicaQueries();
    const visitor = await list();
    expect(titleOf(visitor.data, id)).toBe(titles.first);
    expect(node.replicaQueries()).toBeGreaterThan(before);
  });

  it('a refused write (4xx) changed nothing and marks nobody: that member still reads the replica', async () => {
    const refused = await node.call('housingFieldUpdate', { token: w.member.token, siteAreaId: w.danang, params: { id }, body: { title: '不是我的房子' } });
    expect(refused.status).toBe(403);
    const before = node.routed();
    expect(titleOf((await list(w.member.token)).data, id)).toBe(titles.first);
    expect(node.routed().replica - before.replica).toBe(1);
    expect(node.routed().own_write - before.own_write).toBe(0);
  });

  it('on another node (Redis shared), the writer’s reads are the primary’s too', async () => {
    if (!otherNode) return void expect(redisAvailable).toBe(false); // no Redis here: one node only
    const before = otherNode.routed();
    expect((await detail(member.token, otherNode)).data.title).toBe(titles.first);
    expect(otherNode.routed().own_write - before.own_write).toBe(1);
    expect(otherNode.routed().replica - before.replica).toBe(0);
  });

  it('the square’s feed and the article lists: a member who just posted sees the post at once; visitors read the replica', async () => {
    lastWrite = Date.now();
    const posted = await node.call<{ id: number }>('socialPostSave', { token: member.token, siteAreaId: w.danang, body: { content: '副本测试 广场上的新帖子' } });
    expect(posted.status).toBe(200);
    type Feed = { list: Array<{ id: number }> };
    const feed = (token?: string) => node.call<Feed>('socialPostList', { token, siteAreaId: w.danang, query: { type: 'newest' } });
    const served = node.replicaQueries();
    expect((await feed(member.token)).data.list.map((p) => p.id)).toContain(posted.data.id);
    expect(node.replicaQueries()).toBe(served);
    await waitFor('a visitor to see the post', async () => (await feed()).data.list.some((p) => p.id === posted.data.id));
    const before = node.replicaQueries();
    expect((await node.call('articleList', { siteAreaId: w.danang })).status).toBe(200);
    expect(node.replicaQueries()).toBeGreaterThan(before);
    const then = node.replicaQueries();
    expect((await node.call('articleAppoint', { siteAreaId: w.danang })).status).toBe(200);
    expect(node.replicaQueries()).toBeGreaterThan(then);
  });

  it('replay paused: the writer sees their edit, everyone else the replica’s older state until it is too far behind, then the primary’s', async () => {
    const pausedAt = Date.now();
    await pauseReplay(replicaServer!);
    try {
      lastWrite = Date.now();
      const edited = await node.call<ListingDetail>('housingFieldUpdate', { token: member.token, siteAreaId: w.danang, params: { id }, body: { title: titles.second } });
      expect(edited.status).toBe(200);
      const served = node.replicaQueries();
      expect((await detail(member.token)).data.title).toBe(titles.second);
      expect(titleOf((await list(member.token)).data, id)).toBe(titles.second);
      if (otherNode) expect((await detail(member.token, otherNode)).data.title).toBe(titles.second);
      expect(node.replicaQueries()).toBe(served);

      // Visitors and other members: the replica, which has not replayed the edit.
      expect((await detail()).data.title).toBe(titles.first);
      expect(titleOf((await list()).data, id)).toBe(titles.first);
      expect(titleOf((await list(w.member.token)).data, id)).toBe(titles.first);
      expect(node.replicaQueries()).toBeGreaterThan(served);
      expect(Date.now() - pausedAt).toBeLessThan(MAX_LAG_MS); // (all of that while the replica was within the lag served)

      // A table the replica has not replayed: a statement sent to it runs on the primary instead.
      await sql`create table replica_probe (n int)`.execute(t.db);
      const fellBack = node.replica.counts().fallbacks;
      const { rows } = await sql<{ n: string }>`select count(*) as n from replica_probe`.execute(node.replica.db);
      expect(rows[0]!.n).toBe('0');
      expect(node.replica.counts().fallbacks).toBe(fellBack + 1);

      // Too far behind: everyone reads the primary.
      const unusable = node.routed().replica_unusable;
      await waitFor('visitors to be served the edit by the primary', async () => (await detail()).data.title === titles.second, MAX_LAG_MS + 10_000);
      expect(node.replica.state()).toMatchObject({ usable: false, status: 'lagging' });
      expect(node.routed().replica_unusable).toBeGreaterThan(unusable);
      expect(titleOf((await list()).data, id)).toBe(titles.second);
    } finally {
      await resumeReplay(replicaServer!);
    }
    // Resumed: it catches up and serves again, with the edit.
    await waitFor('the replica to catch up', () => node.replica.state().usable);
    expect(node.logged().at(-1)).toBe('info read replica: ok');
    const before = node.replicaQueries();
    expect(titleOf((await list()).data, id)).toBe(titles.second);
    expect(node.replicaQueries()).toBeGreaterThan(before);
  });

  it('the writer’s reads go back to the replica once their window (largest lag served + margin) has passed', async () => {
    const windowMs = MAX_LAG_MS + OWN_WRITES_MARGIN_MS;
    const servedToMember = async () => {
      const before = node.routed().replica;
      const page = await list(member.token);
      return node.routed().replica > before && titleOf(page.data, id) === titles.second;
    };
    await waitFor('the member’s list to be read from the replica', servedToMember, windowMs + 10_000);
    expect(Date.now() - lastWrite).toBeGreaterThanOrEqual(windowMs);
  });

  it('says where reads went in the metrics', async () => {
    expect(await node.metric('haiwai_db_replica_usable')).toBe(1);
    expect(await node.metric('haiwai_db_replica_lag_seconds')).toBeLessThan(MAX_LAG_MS / 1000);
    expect(await node.metric('haiwai_db_routed_reads_total{reason="replica"}')).toBe(node.routed().replica);
    expect(await node.metric('haiwai_db_routed_reads_total{reason="own_write"}')).toBeGreaterThanOrEqual(5);
    expect(await node.metric('haiwai_db_routed_reads_total{reason="replica_unusable"}')).toBeGreaterThanOrEqual(1);
    expect(await node.metric('haiwai_db_replica_statements_total')).toBe(node.replicaQueries());
    expect(await node.metric('haiwai_db_replica_fallbacks_total')).toBe(node.replica.counts().fallbacks);
  });
});

describe.skipIf(!primaryServer)('a replica that cannot serve never fails a read (TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('down (nothing listens): reads come from the primary; a statement sent to it anyway runs on the primary', async () => {
    const node = await replicaNode(t, { replicaServerUrl: 'postgres://postgres@127.0.0.1:1/postgres', maxLagMs: 5000 });
    try {
      expect(node.replica.state()).toMatchObject({ usable: false, status: 'down' });
      expect(node.logged()).toEqual(['warn read replica: down']);
      const page = await node.call<ListingPage>('housingList', { siteAreaId: 1 });
      expect(page.status).toBe(200);
      expect(node.routed()).toMatchObject({ replica: 0, replica_unusable: 1 });
      const { rows } = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(node.replica.db);
      expect(rows[0]!.standby).toBe(false);
      expect(node.replica.counts()).toEqual({ queries: 0, fallbacks: 1 });
      expect(await node.metric('haiwai_db_replica_usable')).toBe(0);
      expect(await node.metric('haiwai_db_replica_lag_seconds')).toBe(-1);
      expect(await node.metric('haiwai_db_replica_fallbacks_total')).toBe(1);
    } finally {
      await node.close();
    }
  });

  it('not a standby (the primary itself): never used', async () => {
    const node = await replicaNode(t, { replicaServerUrl: primaryServer!, maxLagMs: 5000 });
    try {
      expect(node.replica.state()).toMatchObject({ usable: false, status: 'not_standby' });
      expect(node.logged()).toEqual(['warn read replica: not_standby']);
      expect((await node.call('cityNewest', { siteAreaId: 1 })).status).toBe(200);
      expect(node.routed().replica).toBe(0);
    } finally {
      await node.close();
    }
  });
});
