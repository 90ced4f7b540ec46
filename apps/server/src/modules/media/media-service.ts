import { createHash } from 'node:crypto';
import { MEDIA_URL_PREFIX, type UploadedMedia, type Watermark } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { reencodeUpload } from './encode.js';
import { sniffFile } from './sniff-file.js';
import { sniffImage } from './sniff.js';
import { RenderSlots } from './render-slots.js';
import type { MediaStorage } from './storage.js';
import { VariantCache } from './variant-cache.js';
import { renderVariant, variantKey, type VariantSpec } from './variants.js';
import { watermarkImageHash, type WatermarkSource } from './watermark.js';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const origKey = (hash: string) => `orig/${hash}`;

/** What a media URL resolves to before any bytes are read: enough to answer If-None-Match. */
export interface ResolvedVariant {
  hash: string;
  etag: string;
  /** Storage key of the cached variant; null for the original itself. */
  key: string | null;
  spec: VariantSpec | null;
  watermark: Watermark | null;
}

/** Limits of the variant renderer (config: MEDIA_VARIANT_CACHE_MB, MEDIA_RENDER_CONCURRENCY). */
export interface MediaServiceOptions {
  /** Bytes of variants kept on storage; the least recently used go first past it. Default: no limit. */
  cacheBytes?: number;
  /** Renders at the same time. Default 2. */
  renderConcurrency?: number;
  /** Renders waiting for a slot before new ones are refused with 503. Default 32. */
  maxQueuedRenders?: number;
  onError?: (err: unknown) => void;
}

export class MediaService {
  /** One render per new variant however many requests ask for it at once. */
  readonly #inflight = new Map<string, Promise<Buffer | null>>();
  readonly #cache: VariantCache;
  readonly #slots: RenderSlots;
  /** Counts renders (not cache hits); tests read it to prove variants are generated once. */
  renders = 0;

  constructor(
    private readonly storage: MediaStorage,
    private readonly db: Kysely<DB>,
    private readonly areas: SiteAreaDirectory,
    opts: MediaServiceOptions = {},
  ) {
    this.#cache = new VariantCache(storage, opts.cacheBytes ?? Number.POSITIVE_INFINITY, opts.onError);
    this.#slots = new RenderSlots(opts.renderConcurrency ?? 2, opts.maxQueuedRenders ?? 32);
  }

  /** Most renders seen running at once. */
  get peakRenders(): number {
    return this.#slots.peak;
  }

  /** Bytes of variants this node counts on storage. */
  get cachedBytes(): number {
    return this.#cache.bytes;
  }

  /** Resolves when background cache trimming is done (tests). */
  settled(): Promise<void> {
    return this.#cache.settled();
  }

  /** Re-encodes, then stores under the hash of our own output, so the same picture sent twice is one file. */
  async upload(input: Buffer, userId: number | null): Promise<UploadedMedia> {
    const image = await reencodeUpload(input);
    const hash = sha256(image.buffer).slice(0, 32);
    if (!(await this.storage.exists(origKey(hash)))) await this.storage.put(origKey(hash), image.buffer, image.mime);
    await this.db
      .insertInto('media')
      .values({ hash, mime: image.mime, width: image.width, height: image.height, size: image.buffer.length, created_by: userId })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    return { hash, url: `${MEDIA_URL_PREFIX}${hash}`, mime: image.mime, width: image.width, height: image.height, size: image.buffer.length };
  }

  /**
   * Voice, video and files (chat attachments): stored byte for byte under their content hash, typed by
   * their bytes (sniff-file.ts); the type is kept in the media row and served from there.
   */
  async uploadFile(input: Buffer, declaredType: string, fileName: string, userId: number | null): Promise<UploadedMedia | null> {
    const sniffed = sniffFile(input, declaredType, fileName);
    if (!sniffed) return null;
    const hash = sha256(input).slice(0, 32);
    if (!(await this.storage.exists(origKey(hash)))) await this.storage.put(origKey(hash), input, sniffed.mime);
    await this.db
      .insertInto('media')
      .values({ hash, mime: sniffed.mime, width: 0, height: 0, size: input.length, created_by: userId })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    return { hash, url: `${MEDIA_URL_PREFIX}${hash}`, mime: sniffed.mime, width: 0, height: 0, size: input.length };
  }

  exists(hash: string): Promise<boolean> {
    return this.storage.exists(origKey(hash));
  }

  /** True when serving `v` needs no render: the original itself, or a variant already on storage. */
  async isReady(v: ResolvedVariant): Promise<boolean> {
    return !v.key || this.#cache.has(v.key) || (await this.storage.exists(v.key));
  }

  /** Deletes a picture or file for good: its variants, the original and its row. */
  async remove(hash: string): Promise<void> {
    await this.#cache.removeAll(hash);
    await this.storage.delete(origKey(hash));
    await this.db.deleteFrom('media').where('hash', '=', hash).execute();
  }

  /** Works out which variant a request names, including the area's current watermark settings. */
  async resolve(hash: string, spec: VariantSpec | null, watermarkAreaId: number | null): Promise<ResolvedVariant> {
    const watermark = watermarkAreaId ? await this.#watermarkFor(watermarkAreaId) : null;
    // An image watermark is named by its content hash inside `image`, so the settings alone identify it.
    const digest = watermark ? sha256(JSON.stringify(watermark)).slice(0, 10) : null;
    if (!spec && !digest) return { hash, etag: `"${hash}"`, key: null, spec, watermark };
    const name = variantKey(spec, digest);
    return { hash, etag: `"${hash}-${name}"`, key: `var/${hash}/${name}`, spec, watermark };
  }

  /** The bytes and their type, or null when the original does not exist. */
  async read(v: ResolvedVariant): Promise<{ buffer: Buffer; mime: string } | null> {
    const buffer = v.key ? await this.#variant(v, v.key) : await this.storage.get(origKey(v.hash));
    if (!buffer) return null;
    const image = sniffImage(buffer);
    if (image || v.key) return { buffer, mime: image ?? 'application/octet-stream' };
    const row = await this.db.selectFrom('media').select('mime').where('hash', '=', v.hash).executeTakeFirst();
    return { buffer, mime: row?.mime ?? 'application/octet-stream' };
  }

  #variant(v: ResolvedVariant, key: string): Promise<Buffer | null> {
    let job = this.#inflight.get(key);
    if (!job) {
      job = this.#cachedOrRendered(v, key).finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, job);
    }
    return job;
  }

  /** A variant never outlives its original: one whose original is gone is deleted, not served. */
  async #cachedOrRendered(v: ResolvedVariant, key: string): Promise<Buffer | null> {
    const cached = await this.storage.get(key);
    if (!(await this.exists(v.hash))) {
      if (cached) await this.#cache.removeAll(v.hash);
      return null;
    }
    if (cached) {
      this.#cache.seen(key, cached.length);
      return cached;
    }
    return this.#slots.run(async () => {
      const original = await this.storage.get(origKey(v.hash));
      if (!original) return null;
      this.renders += 1;
      const out = await renderVariant(original, v.spec, v.watermark && (await this.#loadWatermark(v.watermark)));
      await this.storage.put(key, out, sniffImage(out) ?? 'application/octet-stream');
      this.#cache.added(key, out.length);
      return out;
    });
  }

  /** Null when the area is unknown or draws no watermark: the plain variant is served then. */
  async #watermarkFor(areaId: number): Promise<Watermark | null> {
    const config = (await this.areas.byId(areaId))?.watermark;
    if (!config?.enabled || config.opacity <= 0) return null;
    if (!watermarkImageHash(config.image) && !config.text?.trim()) return null;
    return config;
  }

  /** A missing watermark image falls back to the text (if any), never to an error for the viewer. */
  async #loadWatermark(config: Watermark): Promise<WatermarkSource> {
    const imageHash = watermarkImageHash(config.image);
    return { config, image: imageHash ? await this.storage.get(origKey(imageHash)) : null };
  }
}
