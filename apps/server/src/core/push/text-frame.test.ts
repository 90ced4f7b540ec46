import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { sendTextFrame, textFrameBytes, writesDirectly } from './text-frame.js';

/** A ws server and one client connected to it; the server side's socket is what the hub writes to. */
async function pair(perMessageDeflate = false) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
  await once(wss, 'listening');
  const accepted = once(wss, 'connection') as Promise<[WebSocket]>;
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, { perMessageDeflate });
  const received: string[] = [];
  client.on('message', (data, isBinary) => received.push(`${isBinary ? 'binary' : 'text'}:${data.toString()}`));
  await once(client, 'open');
  const [server] = await accepted;
  open.push(() => {
    client.terminate();
    wss.close();
  });
  return { server, client, received };
}
const open: (() => void)[] = [];
afterEach(() => open.splice(0).forEach((close) => close()));

async function until(cond: () => boolean) {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('text frames written once per payload', () => {
  it('frames payloads of every length class as ws does (7-bit, 16-bit and 64-bit lengths)', () => {
    for (const n of [0, 1, 125, 126, 65535, 65536, 200_000]) {
      const payload = Buffer.alloc(n, 0x61);
      const bytes = textFrameBytes(payload);
      expect(bytes[0]).toBe(0x81);
      const len7 = bytes[1]! & 0x7f;
      const header = len7 < 126 ? 2 : len7 === 126 ? 4 : 10;
      const length = len7 < 126 ? len7 : len7 === 126 ? bytes.readUInt16BE(2) : Number(bytes.readBigUInt64BE(2));
      expect(length).toBe(n);
      expect(bytes.length).toBe(header + n);
      expect(bytes.subarray(header).equals(payload)).toBe(true);
      expect(textFrameBytes(payload)).toBe(bytes); // built once per payload
    }
  });

  it('reaches a real client intact and in order, interleaved with ws.send, from short to long frames', async () => {
    const { server, received } = await pair();
    expect(writesDirectly(server)).toBe(true); // the ws internals it relies on are there
    const expected: string[] = [];
    for (const n of [3, 130, 70_000, 10]) {
      const text = JSON.stringify({ type: 'new_message', data: { text: '你好'.repeat(n) } });
      sendTextFrame(server, Buffer.from(text));
      server.send(JSON.stringify({ type: 'pong', n }));
      expected.push(`text:${text}`, `text:${JSON.stringify({ type: 'pong', n })}`);
    }
    await until(() => received.length === expected.length);
    expect(received).toEqual(expected);
  });

  it('goes through ws.send when compression is negotiated, and writes nothing to a closed socket', async () => {
    const { server, client, received } = await pair(true);
    expect(server.extensions).not.toBe('');
    expect(writesDirectly(server)).toBe(false);
    sendTextFrame(server, Buffer.from('{"type":"a"}'));
    await until(() => received.length === 1);
    expect(received).toEqual(['text:{"type":"a"}']);
    client.close();
    await once(server, 'close');
    expect(() => sendTextFrame(server, Buffer.from('{"type":"b"}'))).not.toThrow();
  });

  it('waits behind a frame ws still holds in its queue', async () => {
    const { server, received } = await pair();
    // A blob send makes ws read it asynchronously and queue what follows; a prepared frame must not overtake it.
    server.send(new Blob(['{"type":"first"}']));
    expect(writesDirectly(server)).toBe(false);
    sendTextFrame(server, Buffer.from('{"type":"second"}'));
    await until(() => received.length === 2);
    expect(received).toEqual(['binary:{"type":"first"}', 'text:{"type":"second"}']);
  });
});
