import type { ApiData } from '@haiwai/contracts';
import { DRAFTS } from '@haiwai/contracts/drafts/constants';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

type Draft = ApiData<'temporaryLogSave'>;
type Page = ApiData<'temporaryLogList'>;

let t: TestApp;
let a: { token: string; id: number };
let b: { token: string; id: number };

beforeAll(async () => {
  t = await startTestApp();
  [a, b] = await Promise.all([t.login('member'), t.login('publisher')]);
});
afterAll(() => t.close());

const save = (token: string | null, body: unknown) => t.call<Draft>('temporaryLogSave', { token, body });
const list = (token: string | null, query: Record<string, string | number> = {}) => t.call<Page>('temporaryLogList', { token, query });

describe('temporaryLog/save and list', () => {
  it('keeps one draft per form key, replaced by the next save, expiring 30 days after it', async () => {
    const first = await save(a.token, { form_key: 'social.post', title: '周末去', content: { content: '周末去', images: [] } });
    expect(first.status).toBe(200);
    expect(first.data.expires_at - first.data.updated_at).toBeGreaterThanOrEqual(DRAFTS.ttlDays * 86400 - 5);
    const second = await save(a.token, { form_key: 'social.post', title: '周末去海边', content: { content: '周末去海边', images: [] } });
    expect(second.data.id).toBe(first.data.id);
    const mine = await list(a.token, { form_key: 'social.post' });
    expect(mine.status).toBe(200);
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0]).toMatchObject({ form_key: 'social.post', title: '周末去海边', content: { content: '周末去海边' } });
    const job = await t.db.selectFrom('scheduled_job').select(['kind', 'run_at']).where('key', '=', `drafts.expire:${first.data.id}`).executeTakeFirstOrThrow();
    expect(job.kind).toBe('drafts.expire');
  });

  it('pages my drafts with the shared cursor', async () => {
    for (let i = 0; i < 3; i++) await save(a.token, { form_key: `listing.page${i}`, content: { i } });
    const p1 = await list(a.token, { limit: 2 });
    expect(p1.data.list).toHaveLength(2);
    expect(p1.data.next_cursor).toBeTruthy();
    const p2 = await list(a.token, { limit: 2, cursor: p1.data.next_cursor! });
    expect(p2.status).toBe(200);
    const ids = [...p1.data.list, ...p2.data.list].map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await list(a.token, { cursor: 'nonsense' })).status).toBe(400);
  });

  it('refuses bad input with field messages: a bad form key, a draft over the size limit, a body over the server limit', async () => {
    const badKey = await save(a.token, { form_key: '../etc', content: {} });
    expect(badKey.status).toBe(400);
    expect(Object.keys((badKey.data as unknown as { fields: Record<string, string> }).fields)).toContain('body.form_key');
    const big = await save(a.token, { form_key: 'listing.big', content: { text: 'x'.repeat(DRAFTS.contentMaxBytes + 10) } });
    expect(big.status).toBe(400);
    expect((big.data as unknown as { fields: Record<string, string> }).fields['body.content']).toMatch(/32 KB/);
    const en = await t.call('temporaryLogSave', { token: a.token, lang: 'en', body: { form_key: 'listing.big', content: { text: '好'.repeat(12_000) } } });
    expect(en.status).toBe(400);
    expect(en.message).toBeTruthy();
    const huge = await save(a.token, { form_key: 'listing.huge', content: { text: 'x'.repeat(t.config.MAX_BODY_BYTES + 10) } });
    expect(huge.status).toBe(413);
    expect((await save(a.token, { content: {} })).status).toBe(400);
  });

  it('needs a login', async () => {
    expect((await save(null, { form_key: 'social.post', content: {} })).status).toBe(401);
    expect((await list(null)).status).toBe(401);
    expect((await t.call('temporaryLogDelete', { params: { id: 1 } })).status).toBe(401);
  });

  it('keeps another member’s drafts invisible and untouchable', async () => {
    const mine = await save(a.token, { form_key: 'exposure.release', content: { story: '我的' } });
    const theirs = await list(b.token);
    expect(theirs.data.list.map((d) => d.id)).not.toContain(mine.data.id);
    expect((await list(b.token, { form_key: 'exposure.release' })).data.list).toHaveLength(0);
    const del = await t.call('temporaryLogDelete', { token: b.token, params: { id: mine.data.id } });
    expect(del.status).toBe(404);
    // The same form key is theirs to use without touching mine.
    const own = await save(b.token, { form_key: 'exposure.release', content: { story: '他的' } });
    expect(own.data.id).not.toBe(mine.data.id);
    expect((await list(a.token, { form_key: 'exposure.release' })).data.list[0]!.content).toEqual({ story: '我的' });
  });

  it('deletes my own draft and cancels its expiry', async () => {
    const d = await save(a.token, { form_key: 'listing.gone', content: { x: 1 } });
    const del = await t.call('temporaryLogDelete', { token: a.token, params: { id: d.data.id } });
    expect(del.status).toBe(200);
    expect((await list(a.token, { form_key: 'listing.gone' })).data.list).toHaveLength(0);
    const job = await t.db.selectFrom('scheduled_job').select('status').where('key', '=', `drafts.expire:${d.data.id}`).executeTakeFirstOrThrow();
    expect(job.status).toBe('cancelled');
    expect((await t.call('temporaryLogDelete', { token: a.token, params: { id: d.data.id } })).status).toBe(404);
  });

  it('expires: hidden once past its time, removed by its durable timer; a draft saved again meanwhile stays', async () => {
    const old = await save(a.token, { form_key: 'listing.old', content: { x: 1 } });
    const kept = await save(a.token, { form_key: 'listing.kept', content: { x: 2 } });
    await t.db.updateTable('temporary_log').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('id', 'in', [old.data.id, kept.data.id]).execute();
    expect((await list(a.token, { form_key: 'listing.old' })).data.list).toHaveLength(0);
    // Saved again: a new expiry 30 days on; its job moves there too.
    await save(a.token, { form_key: 'listing.kept', content: { x: 3 } });
    await t.db.updateTable('scheduled_job').set({ run_at: sql<Date>`now() - interval '1 second'` }).where('key', 'in', [`drafts.expire:${old.data.id}`, `drafts.expire:${kept.data.id}`]).execute();
    await t.app.timers.runDue();
    const rows = await t.db.selectFrom('temporary_log').select('id').where('id', 'in', [old.data.id, kept.data.id]).execute();
    expect(rows.map((r) => r.id)).toEqual([kept.data.id]);
  });
});
