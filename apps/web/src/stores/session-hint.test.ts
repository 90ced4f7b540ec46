import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../lib/contracts';

// The session hint cookie (SESSION_HINT_COOKIE): written while a token is stored, removed when it goes, never the token.
const writes: string[] = [];
const storage = new Map<string, string>();

function fakeBrowser(stored: Record<string, string>) {
  writes.length = 0;
  storage.clear();
  for (const [k, v] of Object.entries(stored)) storage.set(k, v);
  vi.stubGlobal('document', {
    set cookie(v: string) {
      writes.push(v);
    },
  });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
}

// Each test imports the store afresh, so its start-up runs against that test's fake browser: the web tests share
// a worker's modules (isolate: false), and another file may have loaded the store already.
beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const login = { token: 'secret-token', refresh_token: 'r', user: { id: 7, ws_token: 'ws' } } as unknown as LoginResult;

describe('the session hint cookie', () => {
  it('a visitor: cleared at start; set on login (value 1, not the token); cleared on logout', async () => {
    fakeBrowser({});
    const { useSession } = await import('./session-store');
    expect(writes).toEqual(['hw_session=; path=/; max-age=0; samesite=lax']);
    useSession.getState().setLogin(login);
    expect(writes.at(-1)).toBe('hw_session=1; path=/; max-age=31536000; samesite=lax');
    expect(writes.join()).not.toContain('secret-token');
    useSession.getState().setUserInfo({ id: 7, ws_token: 'ws2' } as never);
    expect(writes).toHaveLength(2); // a change that keeps the token writes nothing
    useSession.getState().clear();
    expect(writes.at(-1)).toBe('hw_session=; path=/; max-age=0; samesite=lax');
  });

  it('a session stored before the hint existed gets it at start', async () => {
    fakeBrowser({ token: 'stored-token' });
    await import('./session-store');
    expect(writes).toEqual(['hw_session=1; path=/; max-age=31536000; samesite=lax']);
  });
});
