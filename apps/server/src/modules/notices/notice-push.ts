import type { Kysely } from 'kysely';
import type { PushHub } from '../../core/push/index.js';
import { afterCommit } from '../../db/after-commit.js';
import type { DB } from '../../db/schema.js';

/**
 * The live notice badge (docs/push.md, `notice_unread`). Every notice is created through `NoticeService`,
 * which other modules build themselves, often on their own transaction (`new NoticeService(trx)`); so the
 * service cannot be handed the push channel. Instead the notices module registers the app's channel for its
 * database here (`announceNotices`, at start), and `NoticeService` reports each new notice (`noticeCreated`).
 *
 * A notice made inside a transaction is pushed right after that transaction commits (db/after-commit.ts), and
 * the count is then read on the database itself. A rolled-back notice is never pushed. Pushing never fails
 * the caller.
 */

/** Counts for the push: the user's unread notices and the area they were counted for (their profile's). */
export type UnreadFor = (userId: number) => Promise<{ count: number; site_area_id: number } | null>;

interface Channel {
  db: Kysely<DB>;
  push: PushHub;
  unreadFor: UnreadFor;
}

/** Channels by the database's dialect adapter: one object per `Kysely` instance, shared by its transactions. */
const channels = new WeakMap<object, Set<Channel>>();

/** Anything queries run on (the database or one of its transactions). */
type Queryable = Pick<Kysely<DB>, 'getExecutor' | 'isTransaction'>;

const keyOf = (db: Queryable): object => db.getExecutor().adapter;

/** Registers the app's push channel for notices made on `db` (or its transactions); returns the undo. */
export function announceNotices(db: Kysely<DB>, push: PushHub, unreadFor: UnreadFor): () => void {
  const key = keyOf(db);
  let set = channels.get(key);
  if (!set) channels.set(key, (set = new Set()));
  const ch: Channel = { db, push, unreadFor };
  set.add(ch);
  return () => void set.delete(ch);
}

/**
 * The channels to publish on: several apps may share one database in one process (tests stand in for nodes
 * that way). Apps sharing Redis reach each other's sockets, so one of them publishes; apps without Redis each
 * deliver to their own sockets.
 */
function publishers(db: Queryable): Channel[] {
  const set = channels.get(keyOf(db));
  if (!set?.size) return [];
  const all = [...set];
  const shared = all.find((c) => c.push.sharedAcrossNodes);
  return [...(shared ? [shared] : []), ...all.filter((c) => !c.push.sharedAcrossNodes)];
}

/** Told of each new personal notice once committed: Web Push (docs/web-push.md). Several apps on one database in one process (tests): the first. */
type NoticeWatcher = (notice: { id: number; userId: number }) => void;
const watchers = new WeakMap<object, NoticeWatcher[]>();

/** Registers a watcher of personal notices made on `db` (or its transactions); returns the undo. */
export function watchNotices(db: Kysely<DB>, watcher: NoticeWatcher): () => void {
  const list = watchers.get(keyOf(db)) ?? [];
  watchers.set(keyOf(db), [...list, watcher]);
  return () => void watchers.set(keyOf(db), (watchers.get(keyOf(db)) ?? []).filter((w) => w !== watcher));
}

/** A new notice (personal: `userId` set; announcement: `userId` null, to `siteAreaId`, 0 = every area). */
export async function noticeCreated(db: Queryable, notice: { id: number; userId: number | null; siteAreaId: number }): Promise<void> {
  const targets = publishers(db);
  const watcher = notice.userId === null ? undefined : watchers.get(keyOf(db))?.[0];
  if (targets.length === 0 && !watcher) return;
  // Once committed (at once outside a transaction); a rolled-back notice is never pushed.
  await afterCommit(db, async () => {
    if (watcher && notice.userId !== null) watcher({ id: notice.id, userId: notice.userId });
    for (const ch of targets) await publishNotice(ch, notice).catch(() => {
      // Best effort (the database may be closing): the client fetches the count on start and on reconnect.
    });
  });
}

async function publishNotice(ch: Channel, notice: { userId: number | null; siteAreaId: number }): Promise<void> {
  if (notice.userId === null) {
    // Counts differ per reader and depend on the area the client browses, which the socket does not
    // know: every socket is told, and clients showing this area (or any, for 0) fetch their count.
    ch.push.publish({ to: { everyone: true }, event: 'notice_unread', payload: { count: null, site_area_id: notice.siteAreaId } });
    return;
  }
  const unread = await ch.unreadFor(notice.userId);
  if (unread) ch.push.publish({ to: { user: notice.userId }, event: 'notice_unread', payload: unread });
}
