import { randomBytes } from 'node:crypto';
import { CONVERSATION_TYPE, type ChatContent } from '@haiwai/contracts';
import type { SeedContext } from '../../../core/module.js';
import { t } from '../../../core/messages.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { quoteOf } from '../message-extras.js';
import { DEMO_GROUP, DEMO_GROUP_MESSAGES } from './demo-group-data.js';

/** The demo group's marker (exported for the upgrade test, whose old layout predates the group's columns). */
export const DEMO_GROUP_MARK = 'seed.demo-chat-group';
const MARK = DEMO_GROUP_MARK;
const MINUTE = 60_000;

/**
 * The demo group (demo-group-data.ts), after the demo chats' people exist: the owner, an admin and two members, the
 * announcement (state and its line in the room), an invite link without expiry, and the messages five minutes apart
 * ending half an hour ago. Everyone has read all but the owner, who left the last two unread: the list shows her the
 * count and the "someone @mentioned you" marker.
 */
export async function seedDemoGroup({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const names = [DEMO_GROUP.owner, DEMO_GROUP.admin, ...DEMO_GROUP.members];
  const users = await db.selectFrom('app_user').select(['id', 'username', 'nickname']).where('username', 'in', names).execute();
  if (users.length !== names.length) return false;
  const who = new Map(users.map((u) => [u.username, u]));
  const idOf = (name: string) => who.get(name)!.id;
  const owner = idOf(DEMO_GROUP.owner);
  const said = [{ from: DEMO_GROUP.owner, text: t('zh', 'chatGroups.announcement_line', { text: DEMO_GROUP.announcement }) }, ...DEMO_GROUP_MESSAGES];
  const start = Date.now() - 30 * MINUTE - said.length * 5 * MINUTE;
  await db.transaction().execute(async (trx) => {
    const conv = await trx
      .insertInto('conversation')
      .values({ type: CONVERSATION_TYPE.GROUP, name: DEMO_GROUP.name, avatar: null, creator_id: owner, owner_id: owner, single_key: null, last_message_id: null, created_at: new Date(start), updated_at: new Date(start) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored: Array<{ id: number; seq: number; sender_id: number; type: 'text'; content: ChatContent }> = [];
    for (const [i, m] of said.entries()) {
      const content: ChatContent = { text: m.text };
      const reply = 'replyTo' in m && m.replyTo ? stored[m.replyTo - 1] : undefined;
      if (reply) content.quote = quoteOf(reply, who.get(said[m.replyTo! - 1]!.from)!.nickname);
      if ('mentions' in m && m.mentions) content.mentions = m.mentions.map(idOf);
      const row = await trx
        .insertInto('chat_message')
        .values({ conversation_id: conv.id, seq: i + 1, sender_id: idOf(m.from), type: 'text', content: JSON.stringify(content), temp_id: null, card_key: null, created_at: new Date(start + (i + 1) * 5 * MINUTE) })
        .returning('id')
        .executeTakeFirstOrThrow();
      stored.push({ id: row.id, seq: i + 1, sender_id: idOf(m.from), type: 'text', content });
    }
    const n = stored.length;
    const mentioned = new Map<number, number>();
    for (const m of stored) for (const id of m.content.mentions ?? []) mentioned.set(id, m.seq);
    await trx.updateTable('conversation').set({ last_seq: n, last_message_id: stored[n - 1]!.id, updated_at: new Date(start + n * 5 * MINUTE) }).where('id', '=', conv.id).execute();
    await trx
      .insertInto('conversation_member')
      .values(
        names.map((name) => {
          const user_id = idOf(name);
          const role = name === DEMO_GROUP.owner ? ('owner' as const) : name === DEMO_GROUP.admin ? ('admin' as const) : ('member' as const);
          return { conversation_id: conv.id, user_id, role, last_read_seq: user_id === owner ? n - 2 : n, mention_seq: mentioned.get(user_id) ?? 0, joined_at: new Date(start) };
        }),
      )
      .execute();
    await trx.insertInto('chat_group_state').values({ conversation_id: conv.id, announcement: DEMO_GROUP.announcement, announcement_by: owner, announcement_at: new Date(start + 5 * MINUTE) }).execute();
    await trx.insertInto('chat_group_invite').values({ token: randomBytes(18).toString('base64url'), conversation_id: conv.id, created_by: owner, approval: false, expires_at: null }).execute();
    await markSeeded(trx, MARK);
  });
  log(`seeded the demo group chat: ${said.length} messages`);
  return true;
}
