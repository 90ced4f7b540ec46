/**
 * Answers kept a short while by key (page heads, a page's photo hint): a shared link is opened by many at once. The
 * promise is kept, so lookups at the same moment share one; a failed one is dropped. At most `max` keys, the oldest
 * going first. `ms` 0 keeps nothing.
 */
export function ttlCache<T>(ms: number, max = 5_000) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    if (!ms) return load();
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < ms) return hit.value;
    const value = load();
    kept.delete(key);
    kept.set(key, { at: now, value });
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    value.catch(() => kept.delete(key));
    return value;
  };
}
