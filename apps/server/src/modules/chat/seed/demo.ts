import { CONVERSATION_TYPE, DEFAULT_AREA_CODE } from '@haiwai/contracts';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { DEMO_PASSWORD, hashPassword } from '../../auth/index.js';
import { DEMO_CHAT_PEOPLE, DEMO_CHATS } from './demo-chats.js';
import { seedDemoGroup } from './demo-group.js';

const MARK = 'seed.demo-chats';
const MINUTE = 60_000;

/** The demo chats, then the demo group among their people (demo-group.ts): each stage with its own marker. */
export async function seedDemoChats(ctx: SeedContext): Promise<boolean> {
  const chats = await seedOneToOneChats(ctx);
  const group = await seedDemoGroup(ctx);
  return chats || group;
}

/**
 * The demo chats (demo-chats.ts): their people (accounts of two months' standing in the default area) and one-to-one
 * conversations read up to their last message by both sides, messages a few minutes apart ending an hour ago.
 */
async function seedOneToOneChats({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const area = await db.selectFrom('site_area').select('id').orderBy('sort').orderBy('id').executeTakeFirst();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let count = 0;
  await db.transaction().execute(async (trx) => {
    const since = new Date(Date.now() - 60 * 24 * 60 * MINUTE);
    for (const p of DEMO_CHAT_PEOPLE) {
      await trx
        .insertInto('app_user')
        .values({ ...p, area_code: DEFAULT_AREA_CODE, email: null, password_hash: passwordHash, avatar: null, role: 'member', site_area_id: area?.id ?? null, lang: 'zh', openid: null, birthday: null, created_at: since })
        .onConflict((oc) => oc.column('username').doNothing())
        .execute();
    }
    const users = await trx.selectFrom('app_user').select(['id', 'username']).where('username', 'in', DEMO_CHAT_PEOPLE.map((p) => p.username)).execute();
    const idOf = new Map(users.map((u) => [u.username, u.id]));
    for (const chat of DEMO_CHATS) {
      const ids = chat.between.map((n) => idOf.get(n));
      if (ids.some((id) => id === undefined)) continue;
      const [a, b] = ids as [number, number];
      const start = Date.now() - 60 * MINUTE - chat.messages.length * 3 * MINUTE;
      const conv = await trx
        .insertInto('conversation')
        .values({ type: CONVERSATION_TYPE.SINGLE, creator_id: a, owner_id: a, single_key: `${Math.min(a, b)}:${Math.max(a, b)}`, created_at: new Date(start), updated_at: new Date(start) })
        .onConflict((oc) => oc.column('single_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!conv) continue;
      let lastId = 0;
      for (const [i, [speaker, text]] of chat.messages.entries()) {
        const at = new Date(start + (i + 1) * 3 * MINUTE);
        const msg = await trx
          .insertInto('chat_message')
          .values({ conversation_id: conv.id, seq: i + 1, sender_id: speaker === 0 ? a : b, type: 'text', content: JSON.stringify({ text }), temp_id: null, card_key: null, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        lastId = msg.id;
      }
      const n = chat.messages.length;
      const updatedAt = new Date(start + n * 3 * MINUTE);
      await trx.updateTable('conversation').set({ last_seq: n, last_message_id: lastId, updated_at: updatedAt }).where('id', '=', conv.id).execute();
      await trx.insertInto('conversation_member').values([a, b].map((user_id) => ({ conversation_id: conv.id, user_id, role: user_id === a ? ('owner' as const) : ('member' as const), last_read_seq: n, joined_at: new Date(start) }))).execute();
      count += n;
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded demo chats: ${count} messages`);
  return count > 0;
}
