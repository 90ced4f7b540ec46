import type { ClientFrame, ServerFrame } from '@haiwai/contracts';
import { CHAT_CLIENT, TIMING } from '../../lib/contracts';

/**
 * The chat socket of spec section 4: disconnected → connecting → connected (open, not yet authenticated) →
 * authenticated. Frames sent before authentication wait in a queue that is flushed on auth; a ping goes out
 * every 30 s; 60 s without any incoming frame closes the socket and reconnects; reconnects back off
 * 1.5^attempt s (capped at 30 s, at most 10 in a row, the count resets on open; the first one 0.1–1 s after the server's
 * "service restart" close, 1012). After a reconnect it asks for
 * the messages after the last sequence it saw in each conversation. No stored socket token, no connection.
 *
 * It is plain TypeScript with the WebSocket constructor and the token source injected, so unit tests drive it
 * with a fake socket and fake timers.
 */
export type SocketState = 'disconnected' | 'connecting' | 'connected' | 'authenticated';

/** The part of the browser WebSocket the client uses. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code?: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type WebSocketCtor = new (url: string) => WebSocketLike;

const OPEN = 1;

export interface ChatSocketOptions {
  /** The socket address (ws:// or wss://). */
  url(): string;
  /** The stored socket token (`wsToken`); empty means "do not connect". */
  getToken(): string;
  /** Refreshes user info, stores the new socket token and returns it (empty when there is none). */
  refreshToken(): Promise<string>;
  deviceInfo?(): unknown;
  lang?(): string;
  WebSocket?: WebSocketCtor;
  /** Every parsed incoming frame, after the client's own handling. */
  onFrame?(frame: ServerFrame): void;
  onState?(state: SocketState): void;
  /** Authenticated; `reconnect` is true when an earlier connection of this session had authenticated too. */
  onAuthenticated?(info: { reconnect: boolean; totalUnread: number | null }): void;
  /** Stopped reconnecting (attempts or authentication failures used up). */
  onGiveUp?(): void;
  log?(message: string, detail?: unknown): void;
}

/** Delay before reconnect attempt `attempt` (1-based): 1.5^attempt s, capped at 30 s, in whole milliseconds. */
export function reconnectDelay(attempt: number): number {
  return Math.round(Math.min(CHAT_CLIENT.reconnectBaseMs * CHAT_CLIENT.reconnectFactor ** attempt, TIMING.reconnectCapMs));
}

/** The close code of a server node that stops for a restart or a deploy (docs/chat.md): come back at once. */
export const SERVICE_RESTART = 1012;

/**
 * The first reconnect after a SERVICE_RESTART close: 100–1,000 ms, spread at random so the sockets of a node
 * that stops do not all reach the next one in the same instant. Later attempts back off as usual.
 */
export function restartReconnectDelay(random: () => number = Math.random): number {
  return Math.round(100 + random() * 900);
}

/** Authentication failures in a row (each after a token refresh) before giving up. */
const MAX_AUTH_FAILURES = 3;
/** Frames kept while offline; the oldest go first beyond this. */
const MAX_QUEUE = 200;
const SYNC_LIMIT = 100;

type LooseFrame = { type?: unknown; [key: string]: unknown };
type QueuedFrame = Exclude<ClientFrame, { type: 'auth' } | { type: 'ping' }>;

export class ChatSocket {
  private ws: WebSocketLike | null = null;
  private state: SocketState = 'disconnected';
  private queue: QueuedFrame[] = [];
  /** Newest sequence seen per conversation. */
  private seqs = new Map<number, number>();
  /** Conversations with a gap-filling sync in flight (one at a time each). */
  private gapSyncs = new Set<number>();
  private attempts = 0;
  private authFailures = 0;
  private everAuthenticated = false;
  private gaveUp = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  /** Bumped whenever the current socket is dropped: late events of older sockets are ignored. */
  private generation = 0;
  private refreshing = false;

  constructor(private readonly opts: ChatSocketOptions) {}

  getState(): SocketState {
    return this.state;
  }
  /** Reconnect attempts since the last open. */
  getAttempts(): number {
    return this.attempts;
  }
  hasGivenUp(): boolean {
    return this.gaveUp;
  }
  queued(): readonly QueuedFrame[] {
    return this.queue;
  }
  lastSeq(conversationId: number): number | undefined {
    return this.seqs.get(conversationId);
  }

  /**
   * Opens the socket unless one is open or opening. Without a stored token it does nothing and returns false.
   * A call after the client gave up starts a fresh series of attempts.
   */
  connect(): boolean {
    if (!this.opts.getToken()) {
      this.setState('disconnected');
      return false;
    }
    if (this.ws || this.refreshing) return true;
    this.clearReconnect();
    if (this.gaveUp) {
      this.gaveUp = false;
      this.attempts = 0;
      this.authFailures = 0;
    }
    const Ctor = this.opts.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketCtor | undefined);
    if (!Ctor) return false;
    const gen = ++this.generation;
    let ws: WebSocketLike;
    try {
      ws = new Ctor(this.opts.url());
    } catch (err) {
      this.log('socket constructor failed', err);
      this.scheduleReconnect();
      return false;
    }
    this.ws = ws;
    this.setState('connecting');
    // A socket that never opens counts as silent too.
    this.armIdle();
    ws.onopen = () => gen === this.generation && this.handleOpen();
    ws.onmessage = (ev) => gen === this.generation && this.handleMessage(ev.data);
    ws.onclose = (ev) => gen === this.generation && this.drop(true, ev?.code);
    ws.onerror = () => {
      // A close event follows.
    };
    return true;
  }

  /** Sends now when authenticated; otherwise queues until the next authentication. */
  send(frame: QueuedFrame): void {
    if (this.state === 'authenticated' && this.ws?.readyState === OPEN) this.write(frame);
    else {
      this.queue.push(frame);
      if (this.queue.length > MAX_QUEUE) this.queue.shift();
    }
  }

  /** Records a sequence the app has seen (history loaded, message sent) for catch-up after reconnects. */
  noteSeq(conversationId: number, seq: number): void {
    if (!(seq >= 0)) return;
    const prev = this.seqs.get(conversationId);
    if (prev === undefined || seq > prev) this.seqs.set(conversationId, seq);
  }
  forgetConversation(conversationId: number): void {
    this.seqs.delete(conversationId);
    this.queue = this.queue.filter((f) => !('conversation_id' in f) || f.conversation_id !== conversationId);
  }

  /** Closes without reconnecting (the app goes to the background, or no token). Keeps queue and sequences. */
  disconnect(): void {
    this.clearReconnect();
    this.drop(false);
  }

  /** Logout: closes, forgets the queue, sequences and counters. */
  reset(): void {
    this.disconnect();
    this.queue = [];
    this.seqs.clear();
    this.attempts = 0;
    this.authFailures = 0;
    this.everAuthenticated = false;
    this.gaveUp = false;
    this.refreshing = false;
    this.generation++;
  }

  // -------------------------------------------------------------------------------------------------

  private handleOpen(): void {
    this.attempts = 0;
    this.setState('connected');
    this.armIdle();
    const frame: ClientFrame = { type: 'auth', token: this.opts.getToken(), device_info: this.opts.deviceInfo?.() };
    const lang = this.opts.lang?.();
    if (lang) frame.lang = lang;
    this.write(frame);
  }

  private handleMessage(raw: unknown): void {
    this.armIdle();
    let frame: LooseFrame;
    try {
      frame = JSON.parse(typeof raw === 'string' ? raw : String(raw)) as LooseFrame;
      if (!frame || typeof frame !== 'object' || typeof frame.type !== 'string') throw new Error('no type');
    } catch (err) {
      this.log('invalid socket frame ignored', err);
      return;
    }
    const type = frame.type as string;
    if (type === 'auth_result' || type === 'auth' || type === 'auth_response') {
      this.handleAuth(frame);
    } else {
      this.trackSeqs(frame);
      if (type === 'sync_result') this.continueSync(frame);
    }
    try {
      this.opts.onFrame?.(frame as unknown as ServerFrame);
    } catch (err) {
      this.log('socket frame handler failed', err);
    }
  }

  private handleAuth(frame: LooseFrame): void {
    const ok = frame.success === true || frame.code === 0;
    if (ok) {
      const reconnect = this.everAuthenticated;
      this.everAuthenticated = true;
      this.authFailures = 0;
      this.setState('authenticated');
      this.startHeartbeat();
      if (reconnect) this.catchUp();
      const pending = this.queue;
      this.queue = [];
      for (const f of pending) this.write(f);
      const data = frame.data as { total_unread?: unknown } | null | undefined;
      this.opts.onAuthenticated?.({ reconnect, totalUnread: typeof data?.total_unread === 'number' ? data.total_unread : null });
      return;
    }
    if (frame.code === 401 || frame.type === 'auth_result') void this.refreshAndReconnect();
    else {
      // Other failures: close and reconnect.
      this.drop(true);
    }
  }

  private async refreshAndReconnect(): Promise<void> {
    this.authFailures++;
    this.drop(false);
    if (this.authFailures > MAX_AUTH_FAILURES) {
      this.giveUp();
      return;
    }
    const gen = this.generation;
    this.refreshing = true;
    let token = '';
    try {
      token = await this.opts.refreshToken();
    } catch (err) {
      this.log('socket token refresh failed', err);
    } finally {
      this.refreshing = false;
    }
    if (gen !== this.generation) return; // reset or reconnected meanwhile
    if (token) this.scheduleReconnect();
    else this.setState('disconnected');
  }

  private catchUp(): void {
    for (const [conversationId, afterSeq] of this.seqs) {
      this.write({ type: 'sync', conversation_id: conversationId, after_seq: afterSeq, limit: SYNC_LIMIT });
    }
  }

  /** A page with more behind it: ask again after the last message of this page (`last_seq` is the conversation's newest). */
  private continueSync(frame: LooseFrame): void {
    const data = frame.data as { conversation_id?: number; has_more?: boolean; messages?: { seq?: unknown }[] } | null;
    if (frame.code !== 200 || !data?.has_more || typeof data.conversation_id !== 'number') return;
    const seqs = (data.messages ?? []).map((m) => m.seq).filter((n): n is number => typeof n === 'number');
    if (seqs.length === 0) return;
    this.send({ type: 'sync', conversation_id: data.conversation_id, after_seq: Math.max(...seqs), limit: SYNC_LIMIT });
  }

  /**
   * The sequence kept per conversation is the highest one with nothing missing below it. Pushes can
   * arrive out of order (two senders, two nodes): a push past a gap does not move it, but asks the server
   * for what lies between, so a reconnect in that window still catches up from before the gap.
   */
  private trackSeqs(frame: LooseFrame): void {
    const parse = (m: unknown) => {
      const msg = m as { conversation_id?: unknown; seq?: unknown } | null;
      return msg && typeof msg.conversation_id === 'number' && typeof msg.seq === 'number' ? { cid: msg.conversation_id, seq: msg.seq } : null;
    };
    if (frame.type === 'new_message' || frame.type === 'message_ack') {
      const m = parse(frame.data);
      if (!m) return;
      const prev = this.seqs.get(m.cid);
      if (prev !== undefined && m.seq > prev + 1) {
        if (!this.gapSyncs.has(m.cid)) {
          this.gapSyncs.add(m.cid);
          this.send({ type: 'sync', conversation_id: m.cid, after_seq: prev, limit: SYNC_LIMIT });
        }
        return;
      }
      this.noteSeq(m.cid, m.seq);
    } else if (frame.type === 'sync_result') {
      const data = frame.data as { conversation_id?: number; messages?: unknown[]; has_more?: boolean } | null;
      for (const raw of data?.messages ?? []) {
        const m = parse(raw);
        if (m) this.noteSeq(m.cid, m.seq);
      }
      if (typeof data?.conversation_id === 'number' && !data.has_more) this.gapSyncs.delete(data.conversation_id);
    }
  }

  /** Drops the current socket (if any); with `reconnect`, schedules the next attempt (soon after a server restart's close). */
  private drop(reconnect: boolean, closeCode?: number): void {
    this.generation++;
    const ws = this.ws;
    this.ws = null;
    this.stopHeartbeat();
    this.clearIdle();
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      try {
        ws.close();
      } catch {
        // already closed
      }
    }
    this.setState('disconnected');
    if (reconnect) this.scheduleReconnect(closeCode === SERVICE_RESTART ? restartReconnectDelay() : undefined);
  }

  private scheduleReconnect(delayMs?: number): void {
    if (this.reconnectTimer) return;
    if (!this.opts.getToken()) return;
    if (this.attempts >= TIMING.maxReconnects) {
      this.giveUp();
      return;
    }
    this.attempts++;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delayMs ?? reconnectDelay(this.attempts));
  }

  private giveUp(): void {
    this.clearReconnect();
    this.gaveUp = true;
    this.setState('disconnected');
    this.opts.onGiveUp?.();
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private armIdle(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.log('socket silent for too long: reconnecting');
      this.drop(true);
    }, TIMING.socketIdleReconnectMs);
  }
  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => this.write({ type: 'ping', timestamp: Date.now() }), TIMING.heartbeatMs);
  }
  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private write(frame: ClientFrame): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== OPEN) {
      if (frame.type !== 'auth' && frame.type !== 'ping') this.queue.push(frame);
      return;
    }
    try {
      ws.send(JSON.stringify(frame));
    } catch (err) {
      this.log('socket send failed', err);
    }
  }

  private setState(state: SocketState): void {
    if (state === this.state) return;
    this.state = state;
    this.opts.onState?.(state);
  }

  private log(message: string, detail?: unknown): void {
    if (this.opts.log) this.opts.log(message, detail);
    else console.warn(`[chat] ${message}`, detail ?? '');
  }
}
