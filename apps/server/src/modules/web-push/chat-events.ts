import type { Lang } from '@haiwai/contracts';
import type { WebPushPayload } from '@haiwai/contracts/web-push';
import type { Kysely } from 'kysely';
import { t } from '../../core/messages.js';
import type { FanoutEvent } from '../../core/push/index.js';
import type { DB } from '../../db/schema.js';
import type { Delivery, PushJob } from './sender.js';

/** The chat room a notification opens (the web app's path, docs/web-push.md). */
export const chatUrl = (conversationId: number) => `/pagesA/chat/chat/chat?conversation_id=${conversationId}`;

/** What a `new_message` push says that a notification needs (docs/chat.md, "Message"; mentions and quotes: issue 32). */
interface NewMessage {
  conversationId: number;
  conversationType: number;
  senderId: number;
  nickname: string;
  type: string;
  mentions: number[];
  mentionAll: boolean;
  quotedSender: number | null;
}

const MEDIA_LABEL = { image: 'webpush.chat.image', voice: 'webpush.chat.voice', video: 'webpush.chat.video', file: 'webpush.chat.file', card: 'webpush.chat.card' } as const;

function readMessage(ev: FanoutEvent): NewMessage | null {
  if (ev.frame.type !== 'new_message') return null;
  const m = ev.frame.data as Record<string, unknown> | null;
  if (!m || typeof m.conversation_id !== 'number' || typeof m.sender_id !== 'number') return null;
  const content = (m.content ?? {}) as Record<string, unknown>;
  const quote = content.quote as { sender_id?: unknown } | undefined;
  return {
    conversationId: m.conversation_id,
    conversationType: typeof m.conversation_type === 'number' ? m.conversation_type : 1,
    senderId: m.sender_id,
    nickname: typeof m.nickname === 'string' ? m.nickname : '',
    type: typeof m.type === 'string' ? m.type : 'text',
    mentions: Array.isArray(content.mentions) ? content.mentions.filter((x): x is number => typeof x === 'number') : [],
    mentionAll: content.mention_all === true,
    quotedSender: typeof quote?.sender_id === 'number' ? quote.sender_id : null,
  };
}

/**
 * The chat hook (one line in the chat module, docs/web-push.md): every `new_message` chat publishes is also queued for
 * Web Push, to every member but the sender. Publishing is untouched and waits for nothing: the job runs later, on the
 * sender's queue. Members who muted the conversation get only mentions (`@me`, `@all`); a reply to a member is a
 * "mentions and replies" notification, silent in a muted conversation like any message.
 */
export function watchChat(hub: { publish(ev: FanoutEvent): void }, db: Kysely<DB>, enqueue: (job: PushJob) => void): void {
  const publish = hub.publish.bind(hub);
  hub.publish = (ev: FanoutEvent) => {
    publish(ev);
    const message = readMessage(ev);
    if (!message) return;
    const users = ev.users.filter((u) => u !== message.senderId);
    if (users.length) enqueue({ users, deliveries: (withDevices) => chatDeliveries(db, message, users.filter((u) => withDevices.has(u))) });
  };
}

/** What the members with a device (`receivers`, never the sender) are sent. */
async function chatDeliveries(db: Kysely<DB>, m: NewMessage, receivers: readonly number[]): Promise<Delivery[]> {
  if (receivers.length === 0) return [];
  const [members, conversation] = await Promise.all([
    db.selectFrom('conversation_member').select(['user_id', 'is_mute']).where('conversation_id', '=', m.conversationId).where('user_id', 'in', receivers).execute(),
    m.conversationType === 1 ? null : db.selectFrom('conversation').select('name').where('id', '=', m.conversationId).executeTakeFirst(),
  ]);
  const group = conversation ? conversation.name : null;
  const out: Delivery[] = [];
  for (const member of members) {
    const userId = Number(member.user_id);
    const mentioned = m.mentions.includes(userId) || m.mentionAll;
    if (mentioned) out.push({ userId, kind: 'mentions', render: (lang) => payload(m, group, lang, m.mentions.includes(userId) ? 'webpush.chat.mention' : 'webpush.chat.mention_all') });
    else if (member.is_mute) continue;
    else if (m.quotedSender === userId) out.push({ userId, kind: 'mentions', render: (lang) => payload(m, group, lang, 'webpush.chat.reply') });
    else out.push({ userId, kind: 'messages', render: (lang) => payload(m, group, lang, null) });
  }
  return out;
}

/**
 * Title: the sender (one to one) or the group's name. Body: who did what, never the message's text or file (the lock
 * screen is seen by anyone near the phone; docs/web-push.md, "What a notification shows").
 */
function payload(m: NewMessage, group: string | null, lang: Lang, event: 'webpush.chat.mention' | 'webpush.chat.mention_all' | 'webpush.chat.reply' | null): WebPushPayload {
  const what = t(lang, MEDIA_LABEL[m.type as keyof typeof MEDIA_LABEL] ?? 'webpush.chat.text');
  const body = event ? t(lang, event, { name: m.nickname }) : group !== null ? t(lang, 'webpush.chat.in_group', { name: m.nickname, what }) : what;
  return { title: group ?? m.nickname, body, url: chatUrl(m.conversationId), tag: `chat-${m.conversationId}`, kind: event ? 'mentions' : 'messages' };
}
