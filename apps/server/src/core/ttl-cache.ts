/**
 * A small per-node cache for data admins change rarely and every page reads (settings, site areas,
 * dictionaries). Concurrent misses for one key share a single load. Entries expire after `ttlMs`, so an
 * edit reaches every node within that time without any cross-node messaging.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { at: number; value: Promise<V> }>();
  constructor(private readonly ttlMs: number, private readonly maxEntries = 1000) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { at: Date.now(), value });
    // A failed load is not cached: the next caller tries again.
    value.catch(() => this.#entries.get(key)?.value === value && this.#entries.delete(key));
    return value;
  }

  clear() {
    this.#entries.clear();
  }
}
