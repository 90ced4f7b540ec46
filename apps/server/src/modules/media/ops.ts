import { randomUUID } from 'node:crypto';
import type { ModuleContext } from '../../core/module.js';
import type { MediaStorage } from './storage.js';

/** How often the readiness probe touches the storage at most, whatever the load balancers' probe rate (S3 bills requests). */
const PROBE_EVERY_MS = 15_000;

/**
 * The media storage as the module uses it, reporting to operations (docs/operations.md): the readiness check
 * `media-storage` (a small object written, read back and deleted, at most every 15 s; a failure fails `/readyz`),
 * and `haiwai_media_image_renders_total`, counted where a render ends: every variant MediaService renders is
 * written once under `var/` (a cached variant is read, never written again).
 */
export function observedStorage(ctx: Pick<ModuleContext, 'metrics' | 'health'>, storage: MediaStorage): MediaStorage {
  const renders = ctx.metrics.counter({ name: 'haiwai_media_image_renders_total', help: 'Image variants rendered and stored by this node (resized, converted, watermarked)' });
  const key = `probe/readyz-${randomUUID()}`;
  const probe = async () => {
    await storage.put(key, Buffer.from('ok'), 'text/plain');
    const back = await storage.get(key);
    await storage.delete(key);
    if (back?.toString() !== 'ok') throw new Error('a probe object written to the media storage was not read back');
  };
  // A pass is trusted for 15 s, a failure for 2 s (so a recovered storage is ready again soon).
  let last: { at: number; error: unknown } | null = null;
  let running: Promise<void> | null = null;
  ctx.health.check('media-storage', async () => {
    const age = last ? Date.now() - last.at : Infinity;
    if (age >= (last?.error ? 2_000 : PROBE_EVERY_MS)) {
      running ??= probe()
        .then(
          () => void (last = { at: Date.now(), error: null }),
          (error: unknown) => void (last = { at: Date.now(), error }),
        )
        .finally(() => (running = null));
      await running;
    }
    if (last?.error) throw last.error;
  });
  return {
    put: async (k, buffer, contentType) => {
      await storage.put(k, buffer, contentType);
      if (k.startsWith('var/')) renders.inc();
    },
    get: (k) => storage.get(k),
    exists: (k) => storage.exists(k),
    delete: (k) => storage.delete(k),
    list: (prefix) => storage.list(prefix),
    ...(storage.close ? { close: () => storage.close?.() } : {}),
  };
}
