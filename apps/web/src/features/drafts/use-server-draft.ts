import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFTS } from '@haiwai/contracts/drafts/constants';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session-store';

export interface ServerDraftOptions<T> {
  /** Called once, on open, with the saved draft's values (when there is one) — the screen decides whether to take them. */
  restore: (content: Record<string, unknown>) => void;
  /** A blank form is not saved (and does not replace a saved draft). */
  isBlank?: (value: T) => boolean;
  /** A line for the list of drafts (the first words). */
  title?: (value: T) => string;
  /** Off: nothing is read or saved (a screen editing a published record). */
  enabled?: boolean;
}

export interface ServerDraft {
  /** 'idle' until the saved draft was looked up; then 'restored' or 'none'; 'saved' after a save. */
  state: 'idle' | 'restored' | 'none' | 'saved';
  /** Removes the server copy (after publishing). */
  clear: () => Promise<void>;
}

/**
 * Keeps a publish form's values on the server as a draft (`temporaryLog/save`, docs/smaller-screens.md), so a
 * half-written form continues on another device: on open it fetches this member's draft of `formKey` and hands it to
 * `restore`; afterwards it saves the value DRAFTS.saveDelayMs after the last change. Logged out, it does nothing.
 */
export function useServerDraft<T>(formKey: string, value: T, opts: ServerDraftOptions<T>): ServerDraft {
  const loggedIn = useSession((s) => Boolean(s.token));
  const enabled = (opts.enabled ?? true) && loggedIn;
  const [state, setState] = useState<ServerDraft['state']>('idle');
  const draftId = useRef<number | null>(null);
  // The callbacks as last given: a screen's inline functions change every render and must not restart the timer.
  const callbacks = useRef(opts);
  callbacks.current = opts;
  const lastSaved = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    call('temporaryLogList', { query: { form_key: formKey, limit: 1 }, silent: true, noLoading: true })
      .then((page) => {
        if (cancelled) return;
        const found = page.list[0];
        if (found) {
          draftId.current = found.id;
          lastSaved.current = JSON.stringify(found.content);
          callbacks.current.restore(found.content);
        }
        setState(found ? 'restored' : 'none');
      })
      .catch(() => !cancelled && setState('none'));
    return () => {
      cancelled = true;
    };
  }, [enabled, formKey]);

  useEffect(() => {
    const { isBlank, title } = callbacks.current;
    // Nothing is saved before the saved draft was looked up: an empty form must not overwrite it.
    if (!enabled || state === 'idle' || isBlank?.(value)) return;
    const content = JSON.stringify(value);
    if (content === lastSaved.current) return;
    const timer = setTimeout(() => {
      call('temporaryLogSave', { body: { form_key: formKey, title: (title?.(value) ?? '').slice(0, DRAFTS.titleMax), content: value as Record<string, unknown> }, silent: true, noLoading: true })
        .then((saved) => {
          draftId.current = saved.id;
          lastSaved.current = content;
          setState('saved');
        })
        .catch(() => undefined);
    }, DRAFTS.saveDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, state, value, formKey]);

  const clear = useCallback(async () => {
    const id = draftId.current;
    draftId.current = null;
    lastSaved.current = null;
    if (id) await call('temporaryLogDelete', { params: { id }, silent: true, noLoading: true }).catch(() => undefined);
  }, []);

  return { state, clear };
}
