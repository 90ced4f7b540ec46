/**
 * Frames the server pushes over the app's one socket for features other than chat (docs/push.md), and the
 * moments a client must catch up after missing some. The chat runtime owns the socket and feeds both in;
 * a feature subscribes without knowing about chat.
 */
export interface PushFrame {
  type: string;
  data?: unknown;
}

export interface PushListener {
  /** Every frame the socket receives (ignore the types you do not know). */
  frame?(frame: PushFrame): void;
  /** The socket authenticated again after a gap: pushes may have been missed, fetch what you show. */
  reconnected?(): void;
}

const listeners = new Set<PushListener>();

/** Subscribes; returns the unsubscribe. */
export function onPush(listener: PushListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function each(run: (l: PushListener) => void): void {
  for (const l of [...listeners]) {
    try {
      run(l);
    } catch (err) {
      console.warn('push listener failed', err);
    }
  }
}

/** Called by the socket owner for every incoming frame. */
export function emitPushFrame(frame: PushFrame): void {
  each((l) => l.frame?.(frame));
}

/** Called by the socket owner when it authenticated again after a disconnect. */
export function emitPushReconnected(): void {
  each((l) => l.reconnected?.());
}
