import { useEffect, useRef, useState } from 'react';
import type Form from 'antd-mobile/es/components/form';
import { readJson, remove as removeKey, write } from '../../lib/storage';
import { useServerDraft } from '../drafts';
import type { ListingFormValues } from './form-model';

const sameAs = (v: Record<string, unknown>, initial: Record<string, unknown>) =>
  Object.keys({ ...initial, ...v }).every((k) => JSON.stringify(v[k] ?? null) === JSON.stringify(initial[k] ?? null));

/**
 * Everything typed (photos and choices too) is kept in localStorage while the form is open, so a reload,
 * a 401 round trip through login or a closed tab doesn't lose it; a successful save clears it. With `serverKey`
 * (a member's new listing), the same values are also kept on the server as a draft (`temporaryLog`,
 * features/drafts), so a listing begun on the phone continues on another device; a form opened blank takes it.
 */
export function useLocalDraft(form: ReturnType<typeof Form.useForm<ListingFormValues>>[0], key: string, initial: ListingFormValues, serverKey?: string) {
  const storeKey = `listing-draft:${key}`;
  const [restored, setRestored] = useState(false);
  // What the form holds, as of the last second's look: the server draft saves it (debounced) when it changes.
  const [snapshot, setSnapshot] = useState<Record<string, unknown> | null>(null);
  const done = useRef(false);
  useEffect(() => {
    const saved = readJson<Partial<ListingFormValues>>(storeKey);
    if (saved && !sameAs({ ...initial, ...saved }, initial)) {
      form.setFieldsValue(saved);
      setRestored(true);
    }
    const save = () => {
      if (done.current) return;
      const v = form.getFieldsValue(true) as Record<string, unknown>;
      if (sameAs(v, initial)) removeKey(storeKey);
      else write(storeKey, v);
      setSnapshot((last) => (last && JSON.stringify(last) === JSON.stringify(v) ? last : v));
    };
    const timer = setInterval(save, 1000);
    window.addEventListener('pagehide', save);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [form, storeKey, initial]);
  const server = useServerDraft(serverKey ?? '', snapshot, {
    enabled: Boolean(serverKey),
    // Taken only into a form still as it opened: what this device has typed wins.
    restore: (content) => {
      if (!sameAs(form.getFieldsValue(true) as Record<string, unknown>, initial)) return;
      form.setFieldsValue(content as Partial<ListingFormValues>);
      setRestored(true);
    },
    isBlank: (v) => !v || sameAs(v, initial),
    title: (v) => String(v?.title ?? ''),
  });
  return {
    restored,
    clear() {
      done.current = true;
      removeKey(storeKey);
      void server.clear();
    },
    discard() {
      removeKey(storeKey);
      void server.clear();
      form.resetFields();
      form.setFieldsValue(initial);
      setRestored(false);
    },
  };
}
