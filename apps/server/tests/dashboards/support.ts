import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/harness.js';

/** A small known dataset for the dashboards' tests, written straight into the sources' tables at chosen instants. */

/** The instant `hh:mm` local time on `day` in a zone at UTC+`offset` hours (Viet Nam: +7, no daylight saving). */
export const at = (day: string, hhmm: string, offset = 7) => new Date(Date.parse(`${day}T${hhmm}:00Z`) - offset * 3_600_000);

export function dataset(t: TestApp) {
  let n = 0;
  const db = t.db;
  return {
    async member(siteAreaId: number) {
      n += 1;
      const u = await db
        .insertInto('app_user')
        .values({ username: `dash_${randomUUID().slice(0, 8)}`, area_code: '86', mobile: `1370${String(Date.now() % 100000).padStart(5, '0')}${String(n).padStart(2, '0')}`, nickname: `看板${n}`, site_area_id: siteAreaId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return u.id;
    },
    async listing(o: { area: number; user: number; kind: string; created: Date; reviewedAfterMin?: number; pending?: boolean }) {
      const reviewed = o.reviewedAfterMin === undefined ? null : new Date(o.created.getTime() + o.reviewedAfterMin * 60_000);
      const row = await db
        .insertInto('listing')
        .values({
          kind: o.kind,
          site_area_id: o.area,
          user_id: o.user,
          title: `看板测试 ${o.kind}`,
          currency: 'VND',
          images: '[]',
          attrs: '{}',
          status: o.pending ? 'reviewing' : 'online',
          review_status: o.pending ? 'pending' : 'passed',
          reviewed_at: reviewed,
          published_at: o.created,
          created_at: o.created,
          updated_at: o.created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async messages(sender: number, peer: number, times: Date[]) {
      const conv = await db.insertInto('conversation').values({ type: 1, creator_id: sender, owner_id: sender, single_key: `${Math.min(sender, peer)}:${Math.max(sender, peer)}` }).returning('id').executeTakeFirstOrThrow();
      let seq = 0;
      for (const created_at of times) {
        seq += 1;
        await db.insertInto('chat_message').values({ conversation_id: conv.id, seq, sender_id: sender, type: 'text', content: JSON.stringify({ text: `hi ${seq}` }), temp_id: null, card_key: null, created_at }).execute();
      }
    },
    async order(o: { area: number; user: number; currency: string; amount: number; paid: Date | null }) {
      n += 1;
      await db
        .insertInto('pay_order')
        .values({
          order_no: `DASH${Date.now()}${n}`,
          user_id: o.user,
          site_area_id: o.area,
          kind: 'vip',
          subject: '{}',
          title: JSON.stringify({ zh: '会员', en: 'VIP', vi: 'VIP' }),
          amount: o.amount,
          currency: o.currency,
          state: o.paid ? 'paid' : 'awaiting_payment',
          paid_amount: o.paid ? o.amount : 0,
          ...(o.paid ? { paid_at: o.paid } : {}),
          expires_at: new Date(Date.now() + 3_600_000),
        })
        .execute();
    },
    async session(user: number, lastUsed: Date) {
      await db
        .insertInto('session')
        .values({ user_id: user, token_hash: randomUUID(), refresh_hash: randomUUID(), expires_at: new Date(Date.now() + 3_600_000), refresh_expires_at: new Date(Date.now() + 86_400_000), terminal: 3, last_used_at: lastUsed })
        .execute();
    },
  };
}
