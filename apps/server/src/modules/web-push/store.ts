import { WEB_PUSH, WEB_PUSH_KINDS, type WebPushKind, type WebPushSettings, type WebPushSubscribeBody } from '@haiwai/contracts/web-push';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Members per devices query (PostgreSQL takes at most 65,535 parameters a statement). */
const TARGETS_PER_QUERY = 5000;

/** A device to push to, with its owner's language and switches. */
export interface Target {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string | null;
  kinds: Record<WebPushKind, boolean>;
}

/** Subscriptions and switches (docs/web-push.md). */
export class WebPushStore {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * This device for `userId`: a known endpoint takes the new keys and moves to this member (one browser profile, whoever
   * subscribed last); past `WEB_PUSH.maxDevicesPerMember` the device used longest ago is dropped. Returns the member's count.
   */
  async subscribe(userId: number, body: WebPushSubscribeBody): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('web_push_subscription')
        .values({ user_id: userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, device: body.device ?? '' })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: body.keys.p256dh, auth: body.keys.auth, device: body.device ?? '', used_at: sql`now()` }),
        )
        .execute();
      const keep = await trx
        .selectFrom('web_push_subscription')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('used_at', 'desc')
        .orderBy('id', 'desc')
        .limit(WEB_PUSH.maxDevicesPerMember)
        .execute();
      await trx
        .deleteFrom('web_push_subscription')
        .where('user_id', '=', userId)
        .where('id', 'not in', keep.map((r) => r.id))
        .execute();
      return keep.length;
    });
  }

  /** Removes the caller's own subscription with this endpoint (another member's stays). */
  async unsubscribe(userId: number, endpoint: string): Promise<number> {
    const res = await this.db.deleteFrom('web_push_subscription').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  async devices(userId: number): Promise<number> {
    const row = await this.db.selectFrom('web_push_subscription').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async settings(userId: number): Promise<WebPushSettings> {
    const row = await this.db.selectFrom('web_push_setting').select([...WEB_PUSH_KINDS]).where('user_id', '=', userId).executeTakeFirst();
    const kinds = Object.fromEntries(WEB_PUSH_KINDS.map((k) => [k, row ? row[k] : true])) as Record<WebPushKind, boolean>;
    return { ...kinds, devices: await this.devices(userId) };
  }

  async saveSettings(userId: number, change: Partial<Record<WebPushKind, boolean>>): Promise<WebPushSettings> {
    const values = Object.fromEntries(WEB_PUSH_KINDS.filter((k) => change[k] !== undefined).map((k) => [k, change[k]!]));
    await this.db
      .insertInto('web_push_setting')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
      .execute();
    return this.settings(userId);
  }

  /** Every device of these members, with their language and switches (one query per 5,000 members). */
  async targets(userIds: readonly number[]): Promise<Target[]> {
    const ids = [...new Set(userIds)];
    const out: Target[] = [];
    for (let i = 0; i < ids.length; i += TARGETS_PER_QUERY) out.push(...(await this.#targets(ids.slice(i, i + TARGETS_PER_QUERY))));
    return out;
  }

  async #targets(userIds: number[]): Promise<Target[]> {
    const rows = await this.db
      .selectFrom('web_push_subscription as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .leftJoin('web_push_setting as w', 'w.user_id', 's.user_id')
      .select(['s.user_id', 's.endpoint', 's.p256dh', 's.auth', 'u.lang', 'w.messages', 'w.mentions', 'w.reviews', 'w.notices'])
      .where('s.user_id', 'in', userIds)
      .orderBy('s.id')
      .execute();
    return rows.map((r) => ({
      userId: Number(r.user_id),
      endpoint: r.endpoint,
      p256dh: r.p256dh,
      auth: r.auth,
      lang: r.lang,
      kinds: Object.fromEntries(WEB_PUSH_KINDS.map((k) => [k, r[k] ?? true])) as Record<WebPushKind, boolean>,
    }));
  }

  /** Whether any member has a device at all. */
  async anyDevices(): Promise<boolean> {
    return (await this.db.selectFrom('web_push_subscription').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  /** The push service said the subscription is gone (404/410). */
  async drop(endpoint: string): Promise<void> {
    await this.db.deleteFrom('web_push_subscription').where('endpoint', '=', endpoint).execute();
  }
}
