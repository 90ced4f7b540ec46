/**
 * Baseline of the chat benchmark: a bare `ws` server with no storage that relays the same traffic. It speaks
 * enough of the protocol for the load generator (auth → auth_result, ping → pong, send_message → message_ack to
 * the sender and new_message to every other member's sockets, with an in-memory per-conversation seq) and
 * sends frames of the same shape as the real server. Membership comes from a JSON file written by the bench.
 *
 *   node --import tsx bench/chat-baseline-server.ts <port> <members.json>
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WebSocket } from 'ws';

// The repository's ws (the one the server uses), not bench/node_modules' older copy pulled in by lighthouse.
const { WebSocketServer } = createRequire(path.resolve(import.meta.dirname, '../package.json'))('ws') as typeof import('ws');

const port = Number(process.argv[2]);
const members = new Map<number, number[]>(JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as [number, number[]][]);
const seqs = new Map<number, number>();
const byUser = new Map<number, Set<WebSocket>>();
let nextId = 1;

const wss = new WebSocketServer({ port, host: '127.0.0.1', maxPayload: 64 * 1024, perMessageDeflate: false });
wss.on('connection', (ws) => {
  let userId = 0;
  ws.on('message', (raw) => {
    let f: { type?: string; token?: string; timestamp?: number; req_id?: string; data?: { conversation_id: number; type: string; content: { text: string }; temp_id?: string } };
    try {
      f = JSON.parse(raw.toString());
    } catch {
      ws.send(JSON.stringify({ type: 'error', code: 400, message: 'The frame is not valid JSON' }));
      return;
    }
    if (f.type === 'auth') {
      const m = /^wst_(\d+)\./.exec(f.token ?? '');
      userId = m ? Number(m[1]) : 0;
      if (!userId) return void ws.send(JSON.stringify({ type: 'auth_result', success: false, code: 401, message: 'bad token', data: null }));
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(ws);
      ws.send(JSON.stringify({ type: 'auth_result', success: true, code: 200, message: 'Connected', data: { user_id: userId, server_time: Math.floor(Date.now() / 1000), heartbeat: 30, total_unread: 0 } }));
      return;
    }
    if (f.type === 'ping') return void ws.send(JSON.stringify({ type: 'pong', timestamp: f.timestamp, server_time: Math.floor(Date.now() / 1000) }));
    if (f.type === 'send_message' && userId && f.data) {
      const conv = f.data.conversation_id;
      const ms = members.get(conv);
      if (!ms) return;
      const seq = (seqs.get(conv) ?? 0) + 1;
      seqs.set(conv, seq);
      const id = nextId++;
      const message = {
        message_id: id, id, conversation_id: conv, conversation_type: ms.length > 2 ? 2 : 1, seq, sender_id: userId, type: 'text', content: f.data.content,
        timestamp: Math.floor(Date.now() / 1000), temp_id: null as string | null, recalled: false, unread_count: 1, account: `Bench ${userId}`, nickname: `Bench ${userId}`,
        user_avatar: null, avatar: null, read_by: [] as number[], is_read: false,
      };
      const push = JSON.stringify({ type: 'new_message', data: message });
      for (const u of ms) {
        for (const s of byUser.get(u) ?? []) if (s !== ws) s.send(push);
      }
      ws.send(JSON.stringify({ type: 'message_ack', temp_id: f.data.temp_id ?? null, code: 200, message: 'OK', data: { ...message, temp_id: f.data.temp_id ?? null, unread_count: 0 } }));
    }
  });
  ws.on('close', () => {
    if (userId) byUser.get(userId)?.delete(ws);
  });
});
wss.on('listening', () => console.log(`baseline listening on ${port}`));
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
