import { create } from 'zustand';
import { SESSION_HINT_COOKIE, STORAGE_KEYS, type LoginResult, type UserSelf } from '../lib/contracts';
import { readJson, readString } from '../lib/storage';
import { persistFields } from './persist';

/** Not a spec key: the refresh token of the newer auth family lives beside `token`. */
export const REFRESH_TOKEN_KEY = 'refresh_token';

export interface SessionState {
  token: string;
  refreshToken: string;
  userInfo: UserSelf | null;
  /** Chat socket token; kept apart from userInfo so the socket can rotate it alone. */
  wsToken: string;
  /** Whether a login prompt is currently shown (old clients used it to avoid stacking prompts). */
  loginShow: boolean;
  setLogin(result: LoginResult): void;
  setUserInfo(user: UserSelf): void;
  setLoginShow(show: boolean): void;
  /** Drops token, user info and chat token (logout and 401). */
  clear(): void;
}

export const useSession = create<SessionState>()((set) => ({
  token: readString(STORAGE_KEYS.token) ?? '',
  refreshToken: readString(REFRESH_TOKEN_KEY) ?? '',
  userInfo: readJson<UserSelf>(STORAGE_KEYS.userInfo),
  wsToken: readString(STORAGE_KEYS.wsToken) ?? '',
  loginShow: false,
  setLogin: (r) => set({ token: r.token, refreshToken: r.refresh_token, userInfo: r.user, wsToken: r.user.ws_token }),
  setUserInfo: (user) => set({ userInfo: user, wsToken: user.ws_token }),
  setLoginShow: (loginShow) => set({ loginShow }),
  clear: () => set({ token: '', refreshToken: '', userInfo: null, wsToken: '' }),
}));

persistFields(useSession, {
  token: STORAGE_KEYS.token,
  refreshToken: REFRESH_TOKEN_KEY,
  userInfo: STORAGE_KEYS.userInfo,
  wsToken: STORAGE_KEYS.wsToken,
});

export const isLoggedIn = (): boolean => Boolean(useSession.getState().token);

/**
 * Tells the server, which cannot read local storage, whether someone is logged in on this browser: a visitor's
 * message centre then opens on the login prompt painted with the page (apps/server/src/modules/web/app-shell.ts),
 * someone logged in on the plain shell. Only a hint (`1`, never the token); kept as long as the stored session.
 * Written at start-up too, so a session stored before the hint existed gets it on its next start.
 */
export function shareSession(loggedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = loggedIn ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=31536000; samesite=lax` : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

shareSession(isLoggedIn());
useSession.subscribe((next, prev) => {
  if (Boolean(next.token) !== Boolean(prev.token)) shareSession(Boolean(next.token));
});
