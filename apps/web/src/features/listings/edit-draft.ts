import { useEffect, useRef, useState } from 'react';
import type Form from 'antd-mobile/es/components/form';
import { readJson, remove as removeKey, write } from '../../lib/storage';
import type { ListingFormValues } from './form-model';

const sameAs = (v: Record<string, unknown>, initial: Record<string, unknown>) =>
  Object.keys({ ...initial, ...v }).every((k) => JSON.stringify(v[k] ?? null) === JSON.stringify(initial[k] ?? null));

/**
 * Everything typed (photos and choices too) is kept in localStorage while the form is open, so a reload,
 * a 401 round trip through login or a closed tab doesn't lose it; a successful save clears it.
 */
export function useLocalDraft(form: ReturnType<typeof Form.useForm<ListingFormValues>>[0], key: string, initial: ListingFormValues) {
  const storeKey = `listing-draft:${key}`;
  const [restored, setRestored] = useState(false);
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
    };
    const timer = setInterval(save, 1000);
    window.addEventListener('pagehide', save);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [form, storeKey, initial]);
  return {
    restored,
    clear() {
      done.current = true;
      removeKey(storeKey);
    },
    discard() {
      removeKey(storeKey);
      form.resetFields();
      form.setFieldsValue(initial);
      setRestored(false);
    },
  };
}
