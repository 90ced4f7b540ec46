import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { DB } from '../../../db/schema.js';

/** How old the copy of the mutes may be before a send reads them again (other nodes' mutes reach this one by then). */
const REFRESH_MS = 2_000;

/**
 * The members muted in groups, held in memory per database and read again at most every 2 s, so the send path
 * checks a mute without a query of its own (docs/chat-groups.md, "Mute"). A mute or lift made on this node applies
 * at once; one made on another node within 2 s.
 */
class MuteTable {
  #byKey = new Map<string, number | null>();
  #readAt = 0;
  #reading: Promise<void> | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  /** The end of the member's mute (ms; null: until lifted), or undefined when they may speak. */
  async mutedUntil(userId: number, conversationId: number): Promise<number | null | undefined> {
    if (Date.now() - this.#readAt > REFRESH_MS) await this.#read();
    const until = this.#byKey.get(`${conversationId}:${userId}`);
    if (until === undefined || (until !== null && until <= Date.now())) return undefined;
    return until;
  }

  set(conversationId: number, userId: number, until: Date | null | 'lifted') {
    if (until === 'lifted') this.#byKey.delete(`${conversationId}:${userId}`);
    else this.#byKey.set(`${conversationId}:${userId}`, until ? until.getTime() : null);
  }

  #read(): Promise<void> {
    this.#reading ??= (async () => {
      try {
        const rows = await this.db
          .selectFrom('chat_group_mute')
          .select(['conversation_id', 'user_id', 'until'])
          .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', new Date())]))
          .execute();
        this.#byKey = new Map(rows.map((r) => [`${r.conversation_id}:${r.user_id}`, r.until ? new Date(r.until).getTime() : null]));
        this.#readAt = Date.now();
      } finally {
        this.#reading = null;
      }
    })();
    return this.#reading;
  }
}

const tables = new WeakMap<Kysely<DB>, MuteTable>();

export function muteTable(db: Kysely<DB>): MuteTable {
  let table = tables.get(db);
  if (!table) tables.set(db, (table = new MuteTable(db)));
  return table;
}

/** Minutes precision, UTC: the same words on every device whatever its clock's zone. */
const formatUntil = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The send path's check (send.ts): a muted member's send is refused with the end of the mute. */
export async function assertNotMuted(db: Kysely<DB>, userId: number, conversationId: number): Promise<void> {
  const until = await muteTable(db).mutedUntil(userId, conversationId);
  if (until === undefined) return;
  if (until === null) throw new AppError(403, 'chatGroups.muted_forever', undefined, { muted_until: null });
  throw new AppError(403, 'chatGroups.muted', { until: formatUntil(until) }, { muted_until: Math.floor(until / 1000) });
}
