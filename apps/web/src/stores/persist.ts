import type { StoreApi } from 'zustand';
import { write } from '../lib/storage';

/**
 * Writes chosen fields of a store to their own localStorage keys whenever they change — the spec keeps
 * one key per value (token, lang, siteObj...), which zustand's single-key `persist` can't express.
 */
export function persistFields<S extends object>(store: StoreApi<S>, keys: { [K in keyof S]?: string }): void {
  store.subscribe((next, prev) => {
    for (const field of Object.keys(keys) as (keyof S)[]) {
      if (next[field] !== prev[field]) write(keys[field] as string, next[field]);
    }
  });
}
