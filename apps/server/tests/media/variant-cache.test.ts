import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadedMedia } from '@haiwai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaService } from '../../src/modules/media/media-service.js';
import { LocalDiskStorage } from '../../src/modules/media/storage.js';
import type { VariantSpec } from '../../src/modules/media/variants.js';
import { SiteAreaDirectory } from '../../src/modules/site-area/site-areas.js';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'media-cache-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const square = (s: number): VariantSpec => ({ w: s, h: s, fit: 'cover', format: 'png' });
const picture = (seed: number, size = 300) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: (seed * 40) % 255, g: 90, b: 160 } } })
    .composite([{ input: { create: { width: Math.round(size / 2), height: Math.round(size / 3), channels: 3, background: { r: 250, g: (seed * 70) % 255, b: 10 } } }, top: 5, left: 7 }])
    .jpeg()
    .toBuffer();

const service = (root: string, opts: ConstructorParameters<typeof MediaService>[3] = {}) =>
  new MediaService(new LocalDiskStorage(root), t.db, new SiteAreaDirectory(t.db), opts);

describe('render concurrency', () => {
  it('renders at most renderConcurrency variants at once; the others wait and all succeed', async () => {
    const media = service(path.join(dir, 'conc'), { renderConcurrency: 2 });
    const up = await media.upload(await picture(1, 1600), null);
    const specs = [48, 64, 80, 96, 120, 160, 200, 240, 320, 360, 480, 640].map(square);
    const results = await Promise.all(specs.map(async (s) => media.read(await media.resolve(up.hash, s, null))));
    expect(results.every((r) => r?.mime === 'image/png')).toBe(true);
    expect(media.renders).toBe(12);
    expect(media.peakRenders).toBe(2);
  });

  it('answers 503 instead of queueing without end', async () => {
    const media = service(path.join(dir, 'queue'), { renderConcurrency: 1, maxQueuedRenders: 2 });
    const up = await media.upload(await picture(2, 1200), null);
    const specs = [48, 64, 80, 96, 120, 160].map(square);
    const results = await Promise.allSettled(specs.map(async (s) => media.read(await media.resolve(up.hash, s, null))));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as { code: number; headers?: Record<string, string> });
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(3);
    expect(refused.length).toBe(3);
    expect(refused.every((e) => e.code === 503 && e.headers?.['retry-after'])).toBe(true);
  });
});

describe('variant cache quota (LRU)', () => {
  it('deletes the least recently used variants past the quota, on this node and after a restart', async () => {
    const root = path.join(dir, 'lru');
    const media = service(root, { cacheBytes: 1 }); // measure one variant's size first
    const up = await media.upload(await picture(3), null);
    const one = (await media.read(await media.resolve(up.hash, square(120), null)))!.buffer.length;
    rmSync(path.join(root, 'var'), { recursive: true, force: true });

    // Room for about three 120-px variants.
    const quota = Math.round(one * 3.5);
    const lru = service(root, { cacheBytes: quota });
    const pics: UploadedMedia[] = [];
    for (let i = 0; i < 5; i++) pics.push(await lru.upload(await picture(10 + i), null));
    const read = async (i: number) => lru.read(await lru.resolve(pics[i]!.hash, square(120), null));
    await read(0);
    await read(1);
    await read(2);
    await read(0); // 0 is now the most recently used, 1 the least
    await read(3);
    await lru.settled();
    const kept = (i: number) => existsSync(path.join(root, 'var', pics[i]!.hash.slice(0, 2), pics[i]!.hash, '120x120-cover.png'));
    expect([kept(0), kept(1), kept(2), kept(3)]).toEqual([true, false, true, true]);
    expect(lru.cachedBytes).toBeLessThanOrEqual(quota);

    // A new process (smaller quota) finds the files on disk and trims them to its own quota.
    const restarted = service(root, { cacheBytes: Math.round(one * 1.5) });
    await restarted.read(await restarted.resolve(pics[4]!.hash, square(120), null));
    await restarted.settled();
    expect(restarted.cachedBytes).toBeLessThanOrEqual(Math.round(one * 1.5));
    expect(existsSync(path.join(root, 'var', pics[4]!.hash.slice(0, 2), pics[4]!.hash, '120x120-cover.png'))).toBe(true);
    expect([kept(0), kept(2), kept(3)].filter(Boolean).length).toBe(0);
  });
});

describe('removing media', () => {
  it('remove(hash) deletes the original, every variant and the row', async () => {
    const root = path.join(dir, 'remove');
    const media = service(root);
    const up = await media.upload(await picture(20), null);
    for (const s of [64, 120]) await media.read(await media.resolve(up.hash, square(s), null));
    const vdir = path.join(root, 'var', up.hash.slice(0, 2), up.hash);
    expect(readdirSync(vdir).length).toBe(2);
    await media.remove(up.hash);
    expect(existsSync(vdir)).toBe(false);
    expect(existsSync(path.join(root, 'orig', up.hash.slice(0, 2), up.hash))).toBe(false);
    expect(await t.db.selectFrom('media').select('hash').where('hash', '=', up.hash).executeTakeFirst()).toBeUndefined();
    expect(await media.read(await media.resolve(up.hash, square(64), null))).toBeNull();
    expect(media.cachedBytes).toBe(0);
  });
});
