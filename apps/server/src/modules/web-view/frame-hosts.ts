import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How long a node keeps the list before reading it again (another node's admin change reaches it within this). */
const STALE_MS = 30_000;

/**
 * Every listed host as a CSP source (`https://host`), for the app shell's `frame-src` (http-security.ts): read when
 * the app is ready, again at once after a change on this node, and in the background once older than 30 s. The
 * header is written synchronously, so a request reads the list as last loaded.
 */
export class FrameHosts {
  private sources: readonly string[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  origins(): readonly string[] {
    if (Date.now() - this.loadedAt > STALE_MS) void this.refresh().catch(() => undefined);
    return this.sources;
  }

  refresh(): Promise<void> {
    this.loading ??= this.db
      .selectFrom('web_view_host')
      .select('host')
      .distinct()
      .orderBy('host')
      .execute()
      .then((rows) => {
        this.sources = rows.map((r) => `https://${r.host}`);
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
