import { TtlCache } from './ttl-cache.js';

/** How long an admin's edit of settings, site areas, slides or dictionaries may take to reach every node. */
export const SETTINGS_TTL_MS = 30_000;

/**
 * The node's one cache of data admins change rarely and every page reads (settings, site areas, carousels,
 * dictionaries, the derived `basis/config`). Each user names its scope; `clear()` drops every scope at once,
 * since derived entries (basis/config) are built from several. No cross-node messages: entries expire.
 */
export class SettingsCache {
  readonly #entries = new TtlCache<string, unknown>(SETTINGS_TTL_MS, 5000);

  get<V>(scope: string, key: string | number, load: () => Promise<V>): Promise<V> {
    return this.#entries.get(`${scope}:${key}`, load) as Promise<V>;
  }

  clear() {
    this.#entries.clear();
  }
}

const perDatabase = new WeakMap<object, SettingsCache>();

/**
 * The one cache of this database's settings on this node, shared by every service that reads them, however
 * many instances of those services the modules build. Keyed by the database handle because one process may
 * serve several databases (each test file's app has its own).
 */
export function settingsCacheOf(db: object): SettingsCache {
  let cache = perDatabase.get(db);
  if (!cache) perDatabase.set(db, (cache = new SettingsCache()));
  return cache;
}
