import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaService } from '../../src/modules/media/media-service.js';
import { LocalDiskStorage } from '../../src/modules/media/storage.js';
import { SiteAreaDirectory } from '../../src/modules/site-area/site-areas.js';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'media-storage-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('LocalDiskStorage', () => {
  it('round-trips bytes under hash-sharded folders and leaves no temp files', async () => {
    const s = new LocalDiskStorage(dir);
    const key = `orig/${'ab'.repeat(16)}`;
    expect(await s.exists(key)).toBe(false);
    expect(await s.get(key)).toBeNull();
    await s.put(key, Buffer.from('one'), 'image/png');
    await s.put(key, Buffer.from('two'), 'image/png');
    expect((await s.get(key))?.toString()).toBe('two');
    expect(await s.exists(key)).toBe(true);
    expect(readdirSync(path.join(dir, 'orig', 'ab'))).toEqual(['ab'.repeat(16)]);
  });

  it('refuses keys that could leave its folder', () => {
    const s = new LocalDiskStorage(dir);
    for (const key of ['orig/../../etc/passwd', '../x', 'orig/..', 'orig/a/../../b', '/etc/passwd', 'orig', 'orig/.hidden']) {
      expect(() => s.pathFor(key), key).toThrow(/invalid media storage key/);
    }
  });
});

describe('MediaService', () => {
  it('renders a new variant once however many requests ask at the same time', async () => {
    const storage = new LocalDiskStorage(path.join(dir, 'svc'));
    let puts = 0;
    const counting = { get: storage.get.bind(storage), exists: storage.exists.bind(storage), delete: storage.delete.bind(storage), list: storage.list.bind(storage), put: (k: string, b: Buffer, c: string) => ((puts += 1), storage.put(k, b, c)) };
    const media = new MediaService(counting, t.db, new SiteAreaDirectory(t.db));
    const img = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const up = await media.upload(img, null);
    expect(puts).toBe(1);
    const spec = { w: 64, h: 64, fit: 'cover' as const, format: 'webp' as const };
    const results = await Promise.all(Array.from({ length: 10 }, async () => media.read(await media.resolve(up.hash, spec, null))));
    expect(media.renders).toBe(1);
    expect(puts).toBe(2);
    expect(new Set(results.map((r) => r?.mime))).toEqual(new Set(['image/webp']));
    // Later requests come from storage, not a new render.
    await media.read(await media.resolve(up.hash, spec, null));
    expect(media.renders).toBe(1);
  });

  it('returns null for a hash it does not hold, rendering nothing', async () => {
    const media = new MediaService(new LocalDiskStorage(path.join(dir, 'empty')), t.db, new SiteAreaDirectory(t.db));
    expect(await media.read(await media.resolve('f'.repeat(32), { w: 10, h: 10, fit: 'cover', format: null }, null))).toBeNull();
    expect(media.renders).toBe(0);
  });
});
