import { expect } from 'vitest';
import { call, ChatClient, fullHistory, registerUser, sleep, type ChatUser, type Msg, type Outgoing } from './support.js';

/**
 * The traffic both fault tests run: six users, one single chat (A–B) and one group of all six (owned by A).
 * Every user sends to the group, A and B also to their single chat. Texts are unique, so "exactly once" can
 * be checked by content as well as by message id.
 */
export interface World {
  base: string;
  users: ChatUser[];
  clients: ChatClient[];
  single: { id: number; members: ChatUser[] };
  group: { id: number; members: ChatUser[] };
}

export async function makeWorld(base: string, tag: string): Promise<{ users: ChatUser[]; single: World['single']; group: World['group'] }> {
  const users: ChatUser[] = [];
  for (const n of ['A', 'B', 'C', 'D', 'E', 'F']) users.push(await registerUser(base, `${tag}${n}`));
  const [a, b] = users as [ChatUser, ChatUser];
  const single = await call(base, 'chatCreateSingle', { token: a.token, body: { target_id: b.id } });
  if (single.code !== 200) throw new Error(`createSingle: ${single.message}`);
  const group = await call(base, 'chatCreateGroup', { token: a.token, body: { name: `${tag} group`, memberIds: users.slice(1).map((u) => u.id) } });
  if (group.code !== 200) throw new Error(`createGroup: ${group.message}`);
  return { users, single: { id: single.data.id, members: [a, b] }, group: { id: group.data.id, members: users } };
}

/** One round: every user sends `perUser` messages without waiting for acks (A and B alternate group and single). */
export function burst(w: World, label: string, perUser: number): Outgoing[] {
  const out: Outgoing[] = [];
  for (let i = 0; i < perUser; i++) {
    w.clients.forEach((c, u) => {
      const toSingle = u < 2 && i % 2 === 1;
      const conv = toSingle ? w.single.id : w.group.id;
      out.push(c.send(conv, `${label} #${i} from ${c.name} to ${toSingle ? 'single' : 'group'}`));
    });
  }
  return out;
}

export async function allSettled(w: World, ms = 30_000) {
  await Promise.all(w.clients.map((c) => c.settled(ms)));
}

/** Waits until at least `n` of `sent` are acknowledged (polling every millisecond). */
export async function untilAcked(sent: Outgoing[], n: number, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (sent.filter((o) => o.state === 'sent').length < n) {
    if (Date.now() > deadline) throw new Error(`fewer than ${n} acks within ${ms} ms`);
    await sleep(1);
  }
}

/**
 * The reconnect attempts after `since` followed the backoff: attempt k waited 1.5^k s (scaled, capped), and
 * the time between two attempts was at least the later one's delay.
 */
export function expectBackoff(c: ChatClient, since: number) {
  const after = c.attemptsLog.filter((a) => a.at >= since);
  expect(after.length, `${c.name} reconnected`).toBeGreaterThan(0);
  after.forEach((a, i) => {
    expect(a.delay, `${c.name} attempt ${i + 1} delay`).toBeCloseTo(c.reconnectDelay(i + 1), 6);
    if (i > 0) expect(a.at - after[i - 1]!.at, `${c.name} gap before attempt ${i + 1}`).toBeGreaterThanOrEqual(Math.floor(a.delay) - 1);
  });
  return after.length;
}

/** The sender's own view over HTTP: which of these temp ids are stored already (sender views carry temp_id). */
export async function storedTempIds(w: World, c: ChatClient, tempIds: string[]) {
  const convs = new Set([...c.outbox.values()].filter((o) => tempIds.includes(o.tempId)).map((o) => o.conversationId));
  const found = new Set<string>();
  for (const conv of convs) for (const m of await fullHistory(w.base, c.user, conv)) if (m.temp_id && tempIds.includes(m.temp_id)) found.add(m.temp_id);
  return found;
}

/**
 * The end state: every logical send is acknowledged; every member's HTTP history of every conversation holds
 * each of them exactly once (by id and by text) and nothing else, with seq 1..n and no gap; every client
 * holds exactly that history (pushes + acks + catch-up), and saw nothing contradictory on the way.
 * `ackedBefore` are messages acknowledged before the fault: they must be there with the same id and seq.
 */
export async function verifyExactlyOnce(w: World, ackedBefore: Msg[]) {
  for (const c of w.clients) {
    expect(c.problems, `${c.name} problems`).toEqual([]);
    const unsent = [...c.outbox.values()].filter((o) => o.state !== 'sent').map((o) => `${o.tempId}: ${o.state}`);
    expect(unsent, `${c.name} messages not acknowledged`).toEqual([]);
  }
  const report: Record<string, number> = {};
  for (const conv of [w.single, w.group]) {
    const sends = w.clients.flatMap((c) => [...c.outbox.values()].filter((o) => o.conversationId === conv.id));
    const byText = new Map(sends.map((o) => [o.text, o]));
    expect(byText.size, 'texts are unique').toBe(sends.length);
    let reference: Msg[] | null = null;
    for (const member of conv.members) {
      const h = await fullHistory(w.base, member, conv.id);
      // seq 1..n, no gap, no repeat; ids unique and growing with seq
      expect(h.map((m) => m.seq), `${member.nickname}: seqs of conversation ${conv.id}`).toEqual(h.map((_, i) => i + 1));
      expect(new Set(h.map((m) => m.message_id)).size).toBe(h.length);
      expect([...h.map((m) => m.message_id)].sort((x, y) => x - y)).toEqual(h.map((m) => m.message_id));
      // each logical send exactly once, nothing else
      const texts = new Map<string, number>();
      for (const m of h) texts.set(m.content.text ?? '', (texts.get(m.content.text ?? '') ?? 0) + 1);
      const dup = [...texts].filter(([, n]) => n > 1);
      expect(dup, `${member.nickname}: texts stored more than once`).toEqual([]);
      const missing = sends.filter((o) => !texts.has(o.text)).map((o) => o.text);
      expect(missing, `${member.nickname}: sent messages missing from history`).toEqual([]);
      expect(h.length, `${member.nickname}: history length of conversation ${conv.id}`).toBe(sends.length);
      // each ack names the stored message
      for (const o of sends) {
        const m = h[o.message!.seq - 1]!;
        expect({ id: m.message_id, text: m.content.text }).toEqual({ id: o.message!.message_id, text: o.text });
      }
      // messages acknowledged before the fault survived with the same id and seq
      for (const a of ackedBefore.filter((m) => m.conversation_id === conv.id)) expect(h[a.seq - 1]?.message_id, `acked before the fault: seq ${a.seq}`).toBe(a.message_id);
      // every member sees the same messages
      if (reference) expect(h.map((m) => [m.seq, m.message_id])).toEqual(reference.map((m) => [m.seq, m.message_id]));
      reference = h;
      // and the member's client holds exactly that, from what it received and caught up
      const client = w.clients.find((c) => c.user.id === member.id)!;
      expect(client.held(conv.id).map((m) => [m.seq, m.message_id, m.content.text]), `${client.name}: held messages of conversation ${conv.id}`).toEqual(
        h.map((m) => [m.seq, m.message_id, m.content.text]),
      );
    }
    report[`conversation ${conv.id} messages`] = sends.length;
  }
  return report;
}

/** Push statistics: a message pushed twice to one client (allowed, clients ignore an id they hold) and pushes out of seq order. */
export function pushStats(w: World) {
  let repeated = 0;
  let outOfOrder = 0;
  for (const c of w.clients) {
    for (const n of c.pushes.values()) if (n > 1) repeated += n - 1;
    outOfOrder += c.outOfOrder;
  }
  return { repeated, outOfOrder };
}
