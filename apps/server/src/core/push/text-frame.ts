import type { WebSocket } from 'ws';

/*
 * A push goes to many sockets with the same bytes (EventFrames shares one payload buffer among receivers with the
 * same values). `ws` frames every send on its own: a header buffer, then cork, two writes and uncork, a `writev`
 * of two chunks. Here the WebSocket frame (header and payload in one buffer) is built once per payload and written
 * to each socket with one plain write. On the 2-core bench box the per-delivery work around the system call was
 * about a tenth of the server's CPU under chat load (bench/README.md, "Chat capacity: one write per delivery").
 */

/** The parts of a `ws` socket this relies on (ws 8: `_sender`'s queue and state, `_socket`); checked at each write. */
interface WsInternals {
  _sender?: { _state?: unknown; _queue?: unknown[] };
  _socket?: { writable?: boolean; write(chunk: Buffer): boolean };
}

const framed = new WeakMap<Buffer, Buffer>();

/** The bytes of an unmasked, final text frame carrying `payload` (RFC 6455 §5.2), as a server writes it. */
export function textFrameBytes(payload: Buffer): Buffer {
  let out = framed.get(payload);
  if (out) return out;
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 65536 ? 4 : 10;
  out = Buffer.allocUnsafe(headerLength + n);
  out[0] = 0x81; // FIN, opcode 1 (text)
  if (n < 126) out[1] = n;
  else if (n < 65536) {
    out[1] = 126;
    out.writeUInt16BE(n, 2);
  } else {
    out[1] = 127;
    out.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    out.writeUInt32BE(n >>> 0, 6);
  }
  payload.copy(out, headerLength);
  framed.set(payload, out);
  return out;
}

/**
 * Sends `payload` (UTF-8 JSON) as a text frame. The prepared frame is written straight to the socket only when
 * `ws` would write it at once too: the socket is open, no extension is negotiated (no compression), and `ws`'s
 * sender holds nothing queued. Otherwise, and with any other `ws` internals, it goes through `ws.send`, so frames
 * never overtake each other.
 */
export function sendTextFrame(ws: WebSocket, payload: Buffer): void {
  if (ws.readyState !== ws.OPEN) return;
  const internals = ws as unknown as WsInternals;
  const sender = internals._sender;
  const socket = internals._socket;
  if (ws.extensions === '' && sender && sender._state === 0 && sender._queue?.length === 0 && socket?.writable) {
    socket.write(textFrameBytes(payload));
    return;
  }
  ws.send(payload, { binary: false });
}

/** Whether `ws` is one whose frames `sendTextFrame` writes itself (tests: an upgrade of `ws` that changes them shows). */
export function writesDirectly(ws: WebSocket): boolean {
  const internals = ws as unknown as WsInternals;
  return ws.extensions === '' && internals._sender?._state === 0 && Array.isArray(internals._sender._queue) && typeof internals._socket?.write === 'function';
}
