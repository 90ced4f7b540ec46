import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_CLIENT } from '../../lib/contracts';

const MIME_CANDIDATES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

interface Options {
  onRecorded(blob: Blob, durationMs: number): void;
  onTooShort(): void;
  onError(reason: 'unsupported' | 'denied'): void;
}

type Recording = { recorder: MediaRecorder; stream: MediaStream; chunks: Blob[]; startedAt: number; mimeType?: string };

const canRecord = () => typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((t) => t.stop());

/** The microphone's stream, or null when the user (or the browser) refused it. */
async function openMicrophone(): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch {
    return null;
  }
}

/** A recorder of the stream in the first format the browser supports; `onStop` gets the finished recording. */
function createRecording(stream: MediaStream, onStop: (r: Recording) => void): Recording {
  const mimeType = MIME_CANDIDATES.find((m) => MediaRecorder.isTypeSupported(m));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const r: Recording = { recorder, stream, chunks: [], startedAt: Date.now(), mimeType };
  recorder.ondataavailable = (e) => e.data.size > 0 && r.chunks.push(e.data);
  recorder.onstop = () => onStop(r);
  return r;
}

/** Counts the seconds, and stops the recording at the maximum length. */
function startTicker(r: Recording, onSeconds: (seconds: number) => void): ReturnType<typeof setInterval> {
  return setInterval(() => {
    const elapsed = Date.now() - r.startedAt;
    onSeconds(Math.floor(elapsed / 1000));
    if (elapsed >= CHAT_CLIENT.voiceMaxMs && r.recorder.state !== 'inactive') r.recorder.stop();
  }, 250);
}

/** A finished recording goes out unless it is shorter than the minimum. */
function deliver(r: Recording, durationMs: number, { onRecorded, onTooShort }: Options): void {
  if (durationMs < CHAT_CLIENT.voiceMinMs) {
    onTooShort();
    return;
  }
  onRecorded(new Blob(r.chunks, { type: r.recorder.mimeType || r.mimeType || 'audio/webm' }), Math.min(durationMs, CHAT_CLIENT.voiceMaxMs));
}

/**
 * Hold-to-talk with the browser's MediaRecorder: `start` on press, `stop` on release (sends unless cancelled
 * or shorter than a second), stops by itself at the maximum length.
 */
export function useVoiceRecorder({ onRecorded, onTooShort, onError }: Options) {
  const [recording, setRecording] = useState(false);
  const [cancel, setCancelState] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const rec = useRef<Recording | null>(null);
  const cancelRef = useRef(false);
  const pendingStop = useRef<boolean | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const callbacks = useRef({ onRecorded, onTooShort, onError });
  callbacks.current = { onRecorded, onTooShort, onError };

  const cleanup = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
    if (rec.current) stopTracks(rec.current.stream);
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
    if (!canRecord()) return callbacks.current.onError('unsupported');
    pendingStop.current = null;
    cancelRef.current = false;
    const stream = await openMicrophone();
    if (!stream) return callbacks.current.onError('denied');
    if (pendingStop.current !== null) {
      // Released while the permission prompt was up: nothing recorded.
      stopTracks(stream);
      pendingStop.current = null;
      return callbacks.current.onTooShort();
    }
    const r = createRecording(stream, (done) => {
      const durationMs = Date.now() - done.startedAt;
      const cancelled = cancelRef.current;
      cleanup();
      if (!cancelled) deliver(done, durationMs, callbacks.current);
    });
    rec.current = r;
    r.recorder.start();
    setRecording(true);
    setSeconds(0);
    ticker.current = startTicker(r, setSeconds);
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
