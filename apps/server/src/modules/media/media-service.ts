import { createHash } from 'node:crypto';
import { MEDIA_URL_PREFIX, type UploadedMedia, type Watermark } from '@haiwai/contracts';
import type { MediaPurpose } from '@haiwai/contracts/media';
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
import type { MediaVisibility } from './schema.js';

const sha256 = (...parts: Array<Buffer | string>) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex');
};

const origKey = (hash: string) => `orig/${hash}`;

/** Who stores a file and for what: no purpose is a public file; a purpose makes it private (docs/media.md). */
export interface UploadOwner {
  userId: number | null;
  purpose?: MediaPurpose | null;
}

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
  /** hash → visibility of rows seen: a row's visibility never changes while the server runs (migrations run before). */
  readonly #visibility = new Map<string, MediaVisibility>();

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

  /**
   * Re-encodes, then stores under the hash of our own output, so the same picture sent twice is one file. A private
   * upload's id also covers its purpose and uploader: it never meets a public file's, and one person's private
   * copy is not another's.
   */
  async upload(input: Buffer, owner: UploadOwner | null): Promise<UploadedMedia> {
    const image = await reencodeUpload(input);
    return this.#store(image.buffer, { mime: image.mime, width: image.width, height: image.height }, owner);
  }

  /**
   * Voice, video and files (chat attachments): stored byte for byte under their content hash, typed by
   * their bytes (sniff-file.ts); the type is kept in the media row and served from there.
   */
  async uploadFile(input: Buffer, declaredType: string, fileName: string, owner: UploadOwner | null): Promise<UploadedMedia | null> {
    const sniffed = sniffFile(input, declaredType, fileName);
    if (!sniffed) return null;
    return this.#store(input, { mime: sniffed.mime, width: 0, height: 0 }, owner);
  }

  /** `owner` null: a file of nobody's (the seed's pictures), public. */
  async #store(buffer: Buffer, kind: { mime: string; width: number; height: number }, owner: UploadOwner | null): Promise<UploadedMedia> {
    const purpose = owner?.purpose ?? null;
    const userId = owner?.userId ?? null;
    if (purpose && userId === null) throw new Error('a private upload needs its uploader');
    const hash = purpose ? sha256(`private\0${purpose}\0${userId}\0`, buffer).slice(0, 32) : await this.#publicHash(buffer);
    if (!(await this.storage.exists(origKey(hash)))) await this.storage.put(origKey(hash), buffer, kind.mime);
    // A public row names neither column (their defaults say public): the seed's pictures go through here on databases
    // of every age, also those migrated only up to the layout the seed knew (tests/kernel/migrate-upgrade.test.ts).
    const row = { hash, ...kind, size: buffer.length, created_by: userId };
    await this.db
      .insertInto('media')
      .values(purpose ? { ...row, visibility: 'private', purpose } : row)
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    return { hash, url: `${MEDIA_URL_PREFIX}${hash}`, ...kind, size: buffer.length };
  }

  /**
   * The content hash; if a file made private by a migration (an old chat photo) holds it, a second id for the public
   * copy, so the one who uploads the same bytes again for a public place gets a URL that works.
   */
  async #publicHash(buffer: Buffer): Promise<string> {
    const hash = sha256(buffer).slice(0, 32);
    return (await this.visibility(hash)) === 'private' ? sha256('public\0', buffer).slice(0, 32) : hash;
  }

  /** A stored file's visibility; null when no row names it (then it is nothing, or a file older than the table: public). */
  async visibility(hash: string): Promise<MediaVisibility | null> {
    const known = this.#visibility.get(hash);
    if (known) return known;
    // Every column, not `visibility` by name: a database older than that column reads as all public (see #store).
    const row: { visibility?: MediaVisibility } | undefined = await this.db.selectFrom('media').selectAll().where('hash', '=', hash).executeTakeFirst();
    if (!row) return null;
    const visibility = row.visibility ?? 'public';
    if (this.#visibility.size >= 10_000) this.#visibility.clear();
    this.#visibility.set(hash, visibility);
    return visibility;
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
    this.#visibility.delete(hash);
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

  /**
   * A missing watermark image falls back to the text (if any), never to an error for the viewer; so does a private
   * one (an admin naming a chat photo's URL would otherwise print it on every public picture).
   */
  async #loadWatermark(config: Watermark): Promise<WatermarkSource> {
    const imageHash = watermarkImageHash(config.image);
    const usable = imageHash && (await this.visibility(imageHash)) !== 'private';
    return { config, image: usable ? await this.storage.get(origKey(imageHash)) : null };
  }
}
