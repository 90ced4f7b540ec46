import type { Lang } from '@haiwai/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/core/messages.js';
import { ChatHub, frameFor, type FanoutEvent, type HubConnection } from '../../src/modules/chat/hub.js';

/**
 * The hub serializes a push once and splices each receiver's own values in. What a socket receives must be
 * byte for byte what the per-receiver copy (structuredClone, merge the patch, localize, JSON.stringify)
 * gave, whatever the patch shape.
 */

/** The way #deliver built each receiver's frame before: the hub keeps it as the fallback (`frameFor`). */
function reference(ev: FanoutEvent, lang: Lang, patch: Record<string, unknown> | undefined): string {
  return JSON.stringify(frameFor(ev, lang, patch));
}

const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

function world(users: { id: number; langs: Lang[] }[]) {
  const hub = new ChatHub(null as never, null, log);
  const received = new Map<string, Buffer[]>();
  const conns: (HubConnection & { key: string })[] = [];
  for (const u of users) {
    u.langs.forEach((lang, i) => {
      const key = `${u.id}/${i}`;
      received.set(key, []);
      const conn = { id: key, key, userId: u.id, lang, sendSerialized: (data: Buffer) => received.get(key)!.push(data) };
      conns.push(conn);
      hub.add(conn);
    });
  }
  /** Publishes and checks every socket against the reference; returns the buffers by socket. */
  function check(ev: FanoutEvent) {
    for (const list of received.values()) list.length = 0;
    hub.publish(ev);
    const out = new Map<string, Buffer>();
    for (const conn of conns) {
      const got = received.get(conn.key)!;
      if (!ev.users.includes(conn.userId) || conn.id === ev.exceptConnection) {
        expect(got, conn.key).toHaveLength(0);
        continue;
      }
      expect(got, conn.key).toHaveLength(1);
      expect(got[0]!.toString('utf8'), conn.key).toBe(reference(ev, conn.lang, ev.patches?.[String(conn.userId)]));
      out.set(conn.key, got[0]!);
    }
    return out;
  }
  return { check };
}

const message = {
  message_id: 41,
  id: 41,
  conversation_id: 7,
  conversation_type: 2,
  seq: 12,
  sender_id: 1,
  type: 'text',
  content: { text: '你好 "quoted" \\ \u0000 \u2028 😀 {"unread_count":9}' },
  timestamp: 1763800000,
  temp_id: null,
  recalled: false,
  unread_count: 0,
  account: 'Ann',
  nickname: 'Ann',
  user_avatar: null,
  avatar: null,
  read_by: [],
  is_read: false,
};

describe('hub frames', () => {
  const users = [
    { id: 1, langs: ['zh', 'en'] as Lang[] },
    { id: 2, langs: ['en'] as Lang[] },
    { id: 3, langs: ['vi', 'vi', 'zh'] as Lang[] },
    { id: 4, langs: ['en'] as Lang[] },
    { id: 5, langs: ['zh'] as Lang[] },
  ];

  it('new_message: per-user unread counts and the sender’s temp id, the sending socket left out; equal values share one buffer', () => {
    const { check } = world(users);
    const ev: FanoutEvent = {
      users: [1, 2, 3, 4, 5],
      frame: { type: 'new_message', data: message },
      patches: { '1': { unread_count: 0, temp_id: 'tmp-1' }, '2': { unread_count: 3 }, '3': { unread_count: 3 }, '4': { unread_count: 12 } },
      exceptConnection: '1/0',
    };
    const out = check(ev);
    expect(out.get('2/0')).toBe(out.get('3/0'));
    expect(out.get('3/0')).toBe(out.get('3/1'));
    expect(out.get('2/0')).not.toBe(out.get('4/0'));
    // Through Redis the event is JSON and back: the same bytes.
    check(JSON.parse(JSON.stringify(ev)) as FanoutEvent);
  });

  it('one patch object shared by receivers (chat shares one per unread count): one buffer, the same bytes; languages still apart where texts are localized', () => {
    const { check } = world(users);
    const three = { unread_count: 3 };
    const out = check({ users: [1, 2, 3, 4, 5], frame: { type: 'new_message', data: message }, patches: { '1': { unread_count: 0, temp_id: 'tmp-1' }, '2': three, '3': three, '4': { unread_count: 12 }, '5': three } });
    expect(out.get('2/0')).toBe(out.get('5/0'));
    expect(out.get('2/0')).not.toBe(out.get('4/0'));
    const shared = { unread_count: 1 };
    const recalled = check({
      users: [2, 3, 5],
      frame: { type: 'message_recalled', data: { ...message, recalled: true, content: {}, temp_id: null } },
      patches: { '2': shared, '3': shared, '5': shared },
      localized: [{ path: ['data', 'content', 'text'], key: 'chat.recalled_text' }],
    });
    // One buffer per language (the texts differ by language wherever the messages are loaded).
    expect(recalled.get('3/0')).toBe(recalled.get('3/1'));
    expect(recalled.get('2/0')).not.toBe(recalled.get('3/0'));
    expect(recalled.get('3/0')).not.toBe(recalled.get('5/0'));
    expect(recalled.get('3/2')).toBe(recalled.get('5/0'));
  });

  it('message_recalled: the recalled text in each socket’s language, with the patches', () => {
    const { check } = world(users);
    const out = check({
      users: [1, 2, 3, 5],
      frame: { type: 'message_recalled', data: { ...message, recalled: true, content: {}, temp_id: null } },
      patches: { '1': { unread_count: 0, temp_id: 'tmp-1' }, '2': { unread_count: 1 }, '3': { unread_count: 1 }, '5': { unread_count: 1 } },
      localized: [{ path: ['data', 'content', 'text'], key: 'chat.recalled_text' }],
    });
    expect(out.get('3/0')).toBe(out.get('3/1'));
    expect(out.get('3/0')).not.toBe(out.get('3/2'));
    expect(JSON.parse(out.get('3/0')!.toString()).data.content.text).toBe(t('vi', 'chat.recalled_text'));
  });

  it('message_read: keys the frame does not have are added at the end; users without a patch get the frame as is', () => {
    const { check } = world(users);
    check({
      users: [1, 2, 3],
      frame: { type: 'message_read', data: { conversation_id: 7, user_id: 2, last_read_seq: 12 } },
      patches: { '2': { unread_count: 0, total_unread: 4 } },
    });
  });

  it('group views: the patch goes into data.conversation; a null conversation gets no patch', () => {
    const { check } = world(users);
    const view = { id: 7, conversation_id: 7, type: 2, name: 'G', is_top: 0, is_mute: 0, unread_count: 0, last_read_seq: 0, last_message: message, members: [{ id: 1 }] };
    check({
      users: [1, 2, 3],
      frame: { type: 'group_member_changed', data: { conversation_id: 7, action: 'add', user_ids: [3], operator_id: 1, conversation: view } },
      patches: { '1': { is_top: 1, is_mute: 0, unread_count: 2, last_read_seq: 10 }, '2': { is_top: 0, is_mute: 1, unread_count: 0, last_read_seq: 12 }, '3': { last_read_seq: 12, is_top: 0 } },
      patchPath: ['data', 'conversation'],
    });
    check({
      users: [1, 2],
      frame: { type: 'group_member_changed', data: { conversation_id: 7, action: 'remove', user_ids: [2], operator_id: 1, conversation: null } },
      patches: { '1': { unread_count: 2 } },
      patchPath: ['data', 'conversation'],
    });
  });

  it('odd patches fall back to the copy: undefined values, index-like keys, a localized text inside a patched value, arrays', () => {
    const { check } = world(users);
    check({ users: [1, 2, 3, 4], frame: { type: 'new_message', data: message }, patches: { '1': { temp_id: undefined, unread_count: 1 }, '2': { '0': 'x', unread_count: 1 }, '3': {}, '4': { content: { text: 'mine' } } } });
    check({
      users: [1, 2, 3],
      frame: { type: 'message_recalled', data: { ...message, content: {} } },
      patches: { '1': { content: { text: 'patched' } }, '2': { unread_count: 5 } },
      localized: [{ path: ['data', 'content', 'text'], key: 'chat.recalled_text' }],
    });
    check({ users: [1, 2], frame: { type: 'new_message', data: [message, message] as never }, patches: { '1': { unread_count: 1 } } });
    check({ users: [1, 2], frame: { type: 'x', data: { list: [{ a: 1 }] } }, patches: { '1': { b: 2 } }, patchPath: ['data', 'list', '0'] });
  });
});
