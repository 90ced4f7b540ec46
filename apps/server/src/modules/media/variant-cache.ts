import type { MediaStorage } from './storage.js';

/**
 * Index of the rendered variants on storage, least recently used first, with a disk quota
 * (MEDIA_VARIANT_CACHE_MB): past it the oldest variants are deleted; they are rendered again if asked for.
 * Originals are never counted nor deleted here. The index starts from what is on disk (oldest file first);
 * on several nodes sharing one disk each trims by its own view, which a hit on an unknown file corrects.
 */
export class VariantCache {
  /** key → bytes; Map order is recency (first = least recently used). */
  readonly #sizes = new Map<string, number>();
  #bytes = 0;
  #loaded: Promise<void> | null = null;
  #work: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: MediaStorage,
    private readonly quotaBytes: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  has(key: string): boolean {
    return this.#sizes.has(key);
  }

  /** A variant served from storage: now the most recently used (counted if this node did not know it). */
  seen(key: string, size: number): void {
    const known = this.#sizes.has(key);
    this.#set(key, size);
    if (!known) this.#later(() => this.#trim());
  }

  /** A variant just written: counted, then the oldest go while the total is over the quota (in the background). */
  added(key: string, size: number): void {
    this.#set(key, size);
    this.#later(() => this.#trim());
  }

  /** Deletes every variant of `hash` (its original was removed). */
  async removeAll(hash: string): Promise<void> {
    await this.#load();
    const prefix = `var/${hash}/`;
    for (const key of [...this.#sizes.keys()]) if (key.startsWith(prefix)) this.#drop(key);
    for (const e of await this.storage.list(`var/${hash}`)) await this.storage.delete(e.key);
  }

  /** Resolves when the background trimming queued so far is done. */
  settled(): Promise<void> {
    return this.#work;
  }

  #set(key: string, size: number): void {
    this.#drop(key);
    this.#sizes.set(key, size);
    this.#bytes += size;
  }

  #drop(key: string): void {
    const size = this.#sizes.get(key);
    if (size === undefined) return;
    this.#sizes.delete(key);
    this.#bytes -= size;
  }

  #later(job: () => Promise<void>): void {
    this.#work = this.#work.then(job).catch(this.onError);
  }

  /** Files found on disk go before everything this process has touched since it started. */
  #load(): Promise<void> {
    this.#loaded ??= (async () => {
      const found = await this.storage.list('var');
      found.sort((a, b) => a.mtimeMs - b.mtimeMs);
      const recent = [...this.#sizes];
      this.#sizes.clear();
      this.#bytes = 0;
      const touched = new Set(recent.map(([k]) => k));
      for (const e of found) if (!touched.has(e.key)) this.#set(e.key, e.size);
      for (const [k, size] of recent) this.#set(k, size);
    })();
    return this.#loaded;
  }

  async #trim(): Promise<void> {
    await this.#load();
    while (this.#bytes > this.quotaBytes) {
      const oldest = this.#sizes.keys().next();
      if (oldest.done) break;
      this.#drop(oldest.value);
      await this.storage.delete(oldest.value);
    }
  }
}
