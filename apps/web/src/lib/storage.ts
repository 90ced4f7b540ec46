/**
 * localStorage access that never throws (private mode, quota, corrupt JSON). Strings are stored raw
 * (token, lang, wsToken keep the old clients' format); everything else as JSON.
 */
function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  return store()?.getItem(key) ?? null;
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function write(key: string, value: unknown): void {
  const s = store();
  if (!s) return;
  try {
    if (value === null || value === undefined || value === '') s.removeItem(key);
    else s.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Quota or disabled storage: state stays in memory for this visit.
  }
}

export function remove(key: string): void {
  write(key, null);
}
