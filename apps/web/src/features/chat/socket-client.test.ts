import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT } from '@haiwai/contracts';
import { CHAT_CLIENT, TIMING } from '../../lib/contracts';
import { ChatSocket, reconnectDelay, restartReconnectDelay, SERVICE_RESTART, type ChatSocketOptions, type SocketState, type WebSocketLike } from './socket-client';

/** A WebSocket stand-in: records what was sent and lets the test play the server. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code?: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // Server side
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  types() {
    return this.sent.map((f) => f.type);
  }
}
const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;
const authOk = { type: 'auth_result', success: true, code: 200, message: 'ok', data: { user_id: 1, server_time: 0, heartbeat: 30, total_unread: 3 } };
const authFail = { type: 'auth_result', success: false, code: 401, message: 'bad', data: null };

let token: string;
let states: SocketState[];
let refreshToken: ReturnType<typeof vi.fn<() => Promise<string>>>;
let onAuthenticated: ReturnType<typeof vi.fn<(info: { reconnect: boolean; totalUnread: number | null }) => void>>;
let onGiveUp: ReturnType<typeof vi.fn<() => void>>;
let frames: unknown[];
let logs: string[];

function make(extra: Partial<ChatSocketOptions> = {}) {
  return new ChatSocket({
    url: () => 'ws://test/ws',
    getToken: () => token,
    refreshToken,
    deviceInfo: () => ({ device: 'H5' }),
    lang: () => 'zh',
    WebSocket: FakeSocket,
    onState: (s) => states.push(s),
    onFrame: (f) => frames.push(f),
    onAuthenticated,
    onGiveUp,
    log: (m) => logs.push(m),
    ...extra,
  });
}
/** Connects, opens and authenticates. */
function online(client: ChatSocket) {
  client.connect();
  last().open();
  last().receive(authOk);
  return last();
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  token = 'wst_one';
  states = [];
  frames = [];
  logs = [];
  refreshToken = vi.fn(async () => {
    token = 'wst_two';
    return token;
  });
  onAuthenticated = vi.fn<(info: { reconnect: boolean; totalUnread: number | null }) => void>();
  onGiveUp = vi.fn<() => void>();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat socket client', () => {
  it('goes disconnected → connecting → connected → authenticated, authenticating with the stored token', () => {
    const client = make();
    expect(client.getState()).toBe('disconnected');
    expect(client.connect()).toBe(true);
    expect(client.getState()).toBe('connecting');
    expect(last().url).toBe('ws://test/ws');
    last().open();
    expect(client.getState()).toBe('connected');
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'wst_one', device_info: { device: 'H5' }, lang: 'zh' });
    last().receive(authOk);
    expect(client.getState()).toBe('authenticated');
    expect(states).toEqual(['connecting', 'connected', 'authenticated']);
    expect(onAuthenticated).toHaveBeenCalledWith({ reconnect: false, totalUnread: 3 });
    expect(frames).toHaveLength(1);
  });

  it('accepts code 0 as success and the auth / auth_response frame types', () => {
    const client = make();
    client.connect();
    last().open();
    last().receive({ type: 'auth_response', code: 0 });
    expect(client.getState()).toBe('authenticated');
  });

  it('does not connect without a stored socket token', () => {
    token = '';
    const client = make();
    expect(client.connect()).toBe(false);
    expect(FakeSocket.all).toHaveLength(0);
    expect(client.getState()).toBe('disconnected');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('queues frames until authenticated and flushes them in order on auth', () => {
    const client = make();
    client.send({ type: 'read', conversation_id: 7, seq: 3 });
    client.connect();
    client.send({ type: 'read', conversation_id: 8, seq: 1 });
    last().open();
    // Open but not authenticated: still queued, only the auth frame went out.
    client.send({ type: 'read', conversation_id: 9, seq: 2 });
    expect(last().types()).toEqual(['auth']);
    expect(client.queued()).toHaveLength(3);
    last().receive(authOk);
    expect(last().sent.slice(1)).toEqual([
      { type: 'read', conversation_id: 7, seq: 3 },
      { type: 'read', conversation_id: 8, seq: 1 },
      { type: 'read', conversation_id: 9, seq: 2 },
    ]);
    expect(client.queued()).toHaveLength(0);
    client.send({ type: 'read', conversation_id: 10, seq: 4 });
    expect(last().sent.at(-1)).toEqual({ type: 'read', conversation_id: 10, seq: 4 });
  });

  it('pings every 30 s once authenticated', () => {
    const client = make();
    const ws = online(client);
    expect(ws.types()).toEqual(['auth']);
    vi.advanceTimersByTime(TIMING.heartbeatMs - 1);
    expect(ws.types()).toEqual(['auth']);
    vi.advanceTimersByTime(1);
    expect(ws.types()).toEqual(['auth', 'ping']);
    expect(typeof ws.sent[1]!.timestamp).toBe('number');
    ws.receive({ type: 'pong', server_time: 1 });
    vi.advanceTimersByTime(TIMING.heartbeatMs);
    expect(ws.types()).toEqual(['auth', 'ping', 'ping']);
  });

  it('closes and reconnects after 60 s without any incoming frame, not while frames keep coming', () => {
    const client = make();
    const ws = online(client);
    // Pongs keep it alive.
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(TIMING.heartbeatMs);
      ws.receive({ type: 'pong', server_time: i });
    }
    expect(ws.closed).toBe(false);
    vi.advanceTimersByTime(TIMING.socketIdleReconnectMs);
    expect(ws.closed).toBe(true);
    expect(client.getState()).toBe('disconnected');
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(reconnectDelay(1));
    expect(FakeSocket.all).toHaveLength(2);
    expect(client.getState()).toBe('connecting');
  });

  it('treats a socket that never opens as silent too', () => {
    const client = make();
    client.connect();
    vi.advanceTimersByTime(TIMING.socketIdleReconnectMs);
    expect(FakeSocket.all[0]!.closed).toBe(true);
    vi.advanceTimersByTime(reconnectDelay(1));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('backs off 1.5^attempt s capped at 30 s, at most 10 attempts, then gives up', () => {
    expect(CHAT_CLIENT.reconnectFactor).toBe(1.5);
    const expected = [1500, 2250, 3375, 5063, 7594, 11391, 17086, 25629, 30000, 30000];
    expect(Array.from({ length: 10 }, (_, i) => reconnectDelay(i + 1))).toEqual(expected);

    const client = make();
    client.connect();
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      last().serverClose();
      const before = FakeSocket.all.length;
      let waited = 0;
      while (FakeSocket.all.length === before) {
        vi.advanceTimersByTime(1);
        waited++;
        if (waited > 40_000) throw new Error('no reconnect');
      }
      gaps.push(waited);
      expect(client.getAttempts()).toBe(attempt);
    }
    expect(gaps).toEqual(expected);
    // The 10th reconnect fails too: no 11th.
    last().serverClose();
    vi.advanceTimersByTime(300_000);
    expect(FakeSocket.all).toHaveLength(11);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(client.hasGivenUp()).toBe(true);
    // An explicit connect starts again.
    expect(client.connect()).toBe(true);
    expect(FakeSocket.all).toHaveLength(12);
  });

  it('comes back within a second after a server restart close (1012), spread at random, and catches up once authenticated', () => {
    expect([restartReconnectDelay(() => 0), restartReconnectDelay(() => 0.5), restartReconnectDelay(() => 0.999)]).toEqual([100, 550, 999]);
    const client = make();
    client.connect();
    last().open();
    last().receive(authOk);
    client.noteSeq(5, 3);
    last().serverClose(SERVICE_RESTART);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(client.getAttempts()).toBe(1);
    last().open();
    last().receive(authOk);
    expect(onAuthenticated).toHaveBeenLastCalledWith({ reconnect: true, totalUnread: 3 });
    expect(last().sent).toContainEqual(expect.objectContaining({ type: 'sync', conversation_id: 5, after_seq: 3 }));
    // A socket that goes away otherwise (1006) waits the first backoff step, 1.5 s.
    last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(reconnectDelay(1) - 1000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('resets the attempt count on open', () => {
    const client = make();
    client.connect();
    last().serverClose();
    vi.advanceTimersByTime(reconnectDelay(1));
    last().serverClose();
    vi.advanceTimersByTime(reconnectDelay(2));
    expect(client.getAttempts()).toBe(2);
    last().open();
    expect(client.getAttempts()).toBe(0);
    last().serverClose();
    vi.advanceTimersByTime(reconnectDelay(1) - 1);
    expect(FakeSocket.all).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('on auth 401 refreshes user info, uses the new token and reconnects', async () => {
    const client = make();
    client.connect();
    const first = last();
    first.open();
    first.receive(authFail);
    expect(first.closed).toBe(true);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(reconnectDelay(1));
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent[0]).toMatchObject({ type: 'auth', token: 'wst_two' });
    last().receive(authOk);
    expect(client.getState()).toBe('authenticated');
  });

  it('stops when the refresh yields no token (logged out)', async () => {
    refreshToken.mockImplementation(async () => {
      token = '';
      return '';
    });
    const client = make();
    client.connect();
    last().open();
    last().receive(authFail);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.getState()).toBe('disconnected');
  });

  it('gives up after repeated authentication failures instead of looping', async () => {
    const client = make();
    client.connect();
    for (let i = 0; i < 6; i++) {
      last().open();
      last().receive(authFail);
      await vi.advanceTimersByTimeAsync(40_000);
    }
    expect(refreshToken).toHaveBeenCalledTimes(3);
    expect(FakeSocket.all).toHaveLength(4);
    expect(onGiveUp).toHaveBeenCalled();
  });

  it('closes and reconnects on other auth failures', async () => {
    const client = make();
    client.connect();
    last().open();
    last().receive({ type: 'auth_response', success: false, code: 500 });
    expect(refreshToken).not.toHaveBeenCalled();
    expect(last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(reconnectDelay(1));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('after a reconnect asks for the messages after the last sequence seen in each conversation', () => {
    const client = make();
    const ws = online(client);
    client.noteSeq(5, 10); // history loaded
    ws.receive({ type: 'new_message', data: { conversation_id: 5, seq: 11, message_id: 99 } });
    ws.receive({ type: 'new_message', data: { conversation_id: 6, seq: 3, message_id: 100 } });
    client.noteSeq(5, 10); // older: ignored
    expect(client.lastSeq(5)).toBe(11);
    ws.serverClose();
    vi.advanceTimersByTime(reconnectDelay(1));
    last().open();
    last().receive(authOk);
    expect(onAuthenticated).toHaveBeenLastCalledWith({ reconnect: true, totalUnread: 3 });
    expect(last().sent.filter((f) => f.type === 'sync')).toEqual([
      { type: 'sync', conversation_id: 5, after_seq: 11, limit: 100 },
      { type: 'sync', conversation_id: 6, after_seq: 3, limit: 100 },
    ]);
    // A page with more to come asks again after the page's last message (last_seq is the conversation's
    // newest); the fetched messages advance the mark.
    last().receive({
      type: 'sync_result',
      code: 200,
      message: 'ok',
      data: { conversation_id: 5, messages: [{ conversation_id: 5, seq: 12 }, { conversation_id: 5, seq: 13 }], has_more: true, last_seq: 250 },
    });
    expect(last().sent.at(-1)).toEqual({ type: 'sync', conversation_id: 5, after_seq: 13, limit: 100 });
    expect(client.lastSeq(5)).toBe(13);
    // The last page: no further request.
    const count = last().sent.length;
    last().receive({ type: 'sync_result', code: 200, message: 'ok', data: { conversation_id: 5, messages: [{ conversation_id: 5, seq: 250 }], has_more: false, last_seq: 250 } });
    expect(last().sent).toHaveLength(count);
  });

  it('keeps the sequence below a gap and asks for the missing messages when a push arrives out of order', () => {
    const client = make();
    const ws = online(client);
    client.noteSeq(7, 3);
    ws.receive({ type: 'new_message', data: { conversation_id: 7, seq: 5, message_id: 50 } });
    expect(client.lastSeq(7)).toBe(3);
    expect(ws.sent.at(-1)).toMatchObject({ type: 'sync', conversation_id: 7, after_seq: 3 });
    const syncs = ws.sent.filter((f) => (f as { type: string }).type === 'sync').length;
    ws.receive({ type: 'new_message', data: { conversation_id: 7, seq: 6, message_id: 60 } });
    expect(ws.sent.filter((f) => (f as { type: string }).type === 'sync').length).toBe(syncs); // one gap sync at a time
    ws.receive({ type: 'sync_result', code: 200, data: { conversation_id: 7, has_more: false, messages: [4, 5, 6].map((seq) => ({ conversation_id: 7, seq })) } });
    expect(client.lastSeq(7)).toBe(6);
    ws.receive({ type: 'new_message', data: { conversation_id: 7, seq: 7, message_id: 70 } });
    expect(client.lastSeq(7)).toBe(7);
  });

  it('does not ask for catch-up on the first authentication', () => {
    const client = make();
    client.noteSeq(5, 10);
    const ws = online(client);
    expect(ws.types()).toEqual(['auth']);
  });

  it('logs and ignores invalid frames', () => {
    const client = make();
    const ws = online(client);
    ws.receive('not json');
    ws.receive({ no: 'type' });
    expect(logs.filter((l) => l.includes('invalid'))).toHaveLength(2);
    expect(client.getState()).toBe('authenticated');
    expect(frames).toHaveLength(1);
  });

  it('reset (logout) closes, forgets queue and sequences and does not reconnect', () => {
    const client = make();
    const ws = online(client);
    client.noteSeq(5, 10);
    ws.serverClose();
    client.send({ type: 'read', conversation_id: 5 });
    client.reset();
    token = '';
    vi.advanceTimersByTime(300_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.getState()).toBe('disconnected');
    expect(client.queued()).toHaveLength(0);
    expect(client.lastSeq(5)).toBeUndefined();
    // Logged in again: a fresh first authentication (no catch-up).
    token = 'wst_three';
    const again = online(client);
    expect(again.sent[0]).toMatchObject({ token: 'wst_three' });
    expect(onAuthenticated).toHaveBeenLastCalledWith({ reconnect: false, totalUnread: 3 });
  });

  it('ignores events of a socket it already dropped', () => {
    const client = make();
    client.connect();
    const old = last();
    vi.advanceTimersByTime(TIMING.socketIdleReconnectMs);
    vi.advanceTimersByTime(reconnectDelay(1));
    old.open();
    old.receive(authOk);
    expect(client.getState()).toBe('connecting');
  });
});

describe('CHAT_CLIENT mirrors the chat contracts', () => {
  it('has the same limits as CHAT', () => {
    expect(CHAT_CLIENT.recallWindowSeconds).toBe(CHAT.recallWindowSeconds);
    expect(CHAT_CLIENT.maxTextLength).toBe(CHAT.maxTextLength);
    expect(CHAT_CLIENT.maxVoiceBytes).toBe(CHAT.maxVoiceBytes);
    expect(CHAT_CLIENT.maxFileBytes).toBe(CHAT.maxFileBytes);
    expect(CHAT_CLIENT.maxGroupNameLength).toBe(CHAT.maxGroupNameLength);
    expect(TIMING.heartbeatMs).toBe(CHAT.heartbeatSeconds * 1000);
  });
});
