import type { ChatMessage } from '@haiwai/contracts';
import type { ClientMessage, MessageStatus } from './types';

export function toClient(msg: ChatMessage, status: MessageStatus = 'sent'): ClientMessage {
  return { ...msg, status, key: `m${msg.message_id}` };
}

function keepRead(prev: ClientMessage, next: ClientMessage): Pick<ClientMessage, 'read_by' | 'is_read'> {
  return { read_by: [...new Set([...prev.read_by, ...next.read_by])], is_read: prev.is_read || next.is_read };
}

/** Confirmed messages in sequence order, then the unconfirmed (sending / failed) in the order they were made. */
export function merge(list: ClientMessage[], incoming: ClientMessage[]): ClientMessage[] {
  const byId = new Map<number, ClientMessage>();
  const pending: ClientMessage[] = [];
  const add = (m: ClientMessage) => {
    if (m.message_id > 0) {
      const prev = byId.get(m.message_id);
      // Keep the key a row already has so React does not remount it. Read marks only grow: a copy
      // presented before a read (a slow history page) must not take a receipt back.
      byId.set(m.message_id, prev ? { ...m, key: prev.key, localUrl: prev.localUrl, ...keepRead(prev, m) } : m);
    } else pending.push(m);
  };
  list.forEach(add);
  for (const m of incoming) {
    if (m.message_id > 0 && m.temp_id) {
      const i = pending.findIndex((p) => p.key === m.temp_id);
      if (i >= 0) {
        const [local] = pending.splice(i, 1);
        byId.set(m.message_id, { ...m, status: 'sent', key: local!.key, localUrl: local!.localUrl });
        continue;
      }
    }
    add(m);
  }
  const confirmed = [...byId.values()].sort((a, b) => a.seq - b.seq);
  return [...confirmed, ...pending];
}
