import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSocket, type WebSocketCtor } from '../../../web/src/features/chat/socket-client.js';
import type { ServerProcess } from '../support/server-process.js';
import { call, freePort, registerUser, serverData, sleep, startServerProcess, type ServerData } from './support.js';

/**
 * The web app's own socket client (apps/web/src/features/chat/socket-client.ts), driven with `ws` against the
 * real server process: away while more than one sync page (100) of messages arrives, then back. Catch-up must
 * fetch every message after the last seen seq, page after page.
 */
let data: ServerData;
let server: ServerProcess;

beforeAll(async () => {
  data = await serverData('webcatch');
  server = startServerProcess(await freePort(), data);
  await server.ready();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await data?.drop();
});

describe('web socket client catch-up against the real server', () => {
  it('after missing 150 messages it syncs all of them (has_more → next page after the last message of the page)', async () => {
    const reader = await registerUser(server.base, 'WebReader');
    const senders = [];
    for (let i = 0; i < 6; i++) senders.push(await registerUser(server.base, `WebSender${i}`));
    const g = await call(server.base, 'chatCreateGroup', { token: senders[0]!.token, body: { name: 'Busy group', memberIds: [reader.id, ...senders.slice(1).map((s) => s.id)] } });
    expect(g.code).toBe(200);

    const seen = new Set<number>();
    const client = new ChatSocket({
      url: () => `ws://127.0.0.1:${server.port}/ws`,
      getToken: () => reader.wsToken,
      refreshToken: async () => reader.wsToken,
      WebSocket: WebSocket as unknown as WebSocketCtor,
      onFrame: (f) => {
        if (f.type === 'new_message') seen.add(f.data.seq);
        if (f.type === 'sync_result') for (const m of f.data?.messages ?? []) seen.add(m.seq);
      },
    });
    client.connect();
    const deadline = Date.now() + 10_000;
    while (client.getState() !== 'authenticated' && Date.now() < deadline) await sleep(20);
    expect(client.getState()).toBe('authenticated');

    const first = await call(server.base, 'chatSend', { token: senders[0]!.token, body: { conversation_id: g.data.id, content: { text: 'seen live' } } });
    expect(first.code).toBe(200);
    while (!seen.has(1) && Date.now() < deadline) await sleep(20);
    expect(client.lastSeq(g.data.id)).toBe(1);

    // Away (app in the background) while 150 more arrive: 25 from each of six senders (under the rate limit).
    client.disconnect();
    for (let i = 0; i < 25; i++) {
      await Promise.all(senders.map((s, k) => call(server.base, 'chatSend', { token: s.token, body: { conversation_id: g.data.id, content: { text: `while away ${k}/${i}` } } })));
    }
    const info = await call(server.base, 'chatConversationInfo', { token: reader.token, query: { conversation_id: g.data.id } });
    expect(info.data.last_seq).toBe(151);

    client.connect();
    const until = Date.now() + 10_000;
    while (seen.size < 151 && Date.now() < until) await sleep(50);
    client.reset();
    const missing = Array.from({ length: 151 }, (_, i) => i + 1).filter((s) => !seen.has(s));
    expect(missing.length === 0 ? 'none missing' : `missing seqs ${missing[0]}..${missing[missing.length - 1]} (${missing.length})`).toBe('none missing');
  }, 60_000);
});
