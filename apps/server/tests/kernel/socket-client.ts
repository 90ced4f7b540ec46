import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { TestApp } from '../support/harness.js';

export type Frame = { type: string; code?: number; message?: string; data?: any; req_id?: string };

/**
 * The chat socket of a harness app (listening on a free port), authenticated as the user with this session
 * token; `ask` sends a frame with a req_id and waits for the answer carrying it.
 */
export async function chatSocket(t: TestApp, token: string, lang = 'en') {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { lang } });
  const waiting = new Map<string, (f: Frame) => void>();
  ws.on('message', (raw) => {
    const f = JSON.parse(raw.toString()) as Frame;
    if (f.req_id) waiting.get(f.req_id)?.(f);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let n = 0;
  function ask(frame: object, ms = 4000): Promise<Frame> {
    const req_id = `r${++n}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${JSON.stringify(frame)}`)), ms);
      waiting.set(req_id, (f) => {
        clearTimeout(timer);
        resolve(f);
      });
      ws.send(JSON.stringify({ ...frame, req_id }));
    });
  }
  const auth = await ask({ type: 'auth', token });
  if (auth.code !== 200) throw new Error(`socket auth failed: ${JSON.stringify(auth)}`);
  return { ask, close: () => ws.close() };
}
