import { useEffect } from 'react';
import { loadWords } from '../../shell/words';
import { useSession } from '../../stores/session-store';

/**
 * Mounted once in the app layout. The socket client and chat store load only when a socket token is stored
 * (spec section 5: no token, no connection), so visitors who never log in never download them (nor the chat words).
 */
export function ChatBoot() {
  const wsToken = useSession((s) => s.wsToken);
  useEffect(() => {
    if (!wsToken) return;
    void import('./chat-runtime').then((m) => m.startChatRuntime());
    // The tab badge and new-message toasts show chat words on any page.
    loadWords(['chat']).catch(() => undefined);
  }, [wsToken]);
  return null;
}
