import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_CLIENT } from '../../lib/contracts';

const MIME_CANDIDATES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

interface Options {
  onRecorded(blob: Blob, durationMs: number): void;
  onTooShort(): void;
  onError(reason: 'unsupported' | 'denied'): void;
}

/**
 * Hold-to-talk with the browser's MediaRecorder: `start` on press, `stop` on release (sends unless cancelled
 * or shorter than a second), stops by itself at the maximum length.
 */
export function useVoiceRecorder({ onRecorded, onTooShort, onError }: Options) {
  const [recording, setRecording] = useState(false);
  const [cancel, setCancelState] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const rec = useRef<{ recorder: MediaRecorder; stream: MediaStream; chunks: Blob[]; startedAt: number } | null>(null);
  const cancelRef = useRef(false);
  const pendingStop = useRef<boolean | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const callbacks = useRef({ onRecorded, onTooShort, onError });
  callbacks.current = { onRecorded, onTooShort, onError };

  const cleanup = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
    rec.current?.stream.getTracks().forEach((t) => t.stop());
    rec.current = null;
    setRecording(false);
    setCancelState(false);
    setSeconds(0);
  }, []);

  const stop = useCallback(
    (forceCancel = false) => {
      const r = rec.current;
      if (!r) {
        // Released before the microphone was ready: stop as soon as it is.
        pendingStop.current = forceCancel || cancelRef.current;
        return;
      }
      if (forceCancel) cancelRef.current = true;
      if (r.recorder.state !== 'inactive') r.recorder.stop();
    },
    [],
  );

  const start = useCallback(async () => {
    if (rec.current) return;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      callbacks.current.onError('unsupported');
      return;
    }
    pendingStop.current = null;
    cancelRef.current = false;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      callbacks.current.onError('denied');
      return;
    }
    if (pendingStop.current !== null) {
      // Released while the permission prompt was up: nothing recorded.
      stream.getTracks().forEach((t) => t.stop());
      pendingStop.current = null;
      callbacks.current.onTooShort();
      return;
    }
    const mimeType = MIME_CANDIDATES.find((m) => MediaRecorder.isTypeSupported(m));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const r = { recorder, stream, chunks: [] as Blob[], startedAt: Date.now() };
    rec.current = r;
    recorder.ondataavailable = (e) => e.data.size > 0 && r.chunks.push(e.data);
    recorder.onstop = () => {
      const durationMs = Date.now() - r.startedAt;
      const cancelled = cancelRef.current;
      cleanup();
      if (cancelled) return;
      if (durationMs < CHAT_CLIENT.voiceMinMs) {
        callbacks.current.onTooShort();
        return;
      }
      callbacks.current.onRecorded(new Blob(r.chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }), Math.min(durationMs, CHAT_CLIENT.voiceMaxMs));
    };
    recorder.start();
    setRecording(true);
    setSeconds(0);
    ticker.current = setInterval(() => {
      const elapsed = Date.now() - r.startedAt;
      setSeconds(Math.floor(elapsed / 1000));
      if (elapsed >= CHAT_CLIENT.voiceMaxMs && recorder.state !== 'inactive') recorder.stop();
    }, 250);
  }, [cleanup]);

  const setCancel = useCallback((v: boolean) => {
    cancelRef.current = v;
    setCancelState(v);
  }, []);

  useEffect(
    () => () => {
      cancelRef.current = true;
      if (rec.current && rec.current.recorder.state !== 'inactive') rec.current.recorder.stop();
      else cleanup();
    },
    [cleanup],
  );

  return { recording, cancel, seconds, start: () => void start(), stop, setCancel };
}
