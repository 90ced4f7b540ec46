import { useEffect } from 'react';
import { useSession } from '../../stores/session-store';

/**
 * Mounted once in the app layout. The socket client and chat store load only when a socket token is stored
 * (spec section 5: no token, no connection), so visitors who never log in never download them.
 */
export function ChatBoot() {
  const wsToken = useSession((s) => s.wsToken);
  useEffect(() => {
    if (wsToken) void import('./chat-runtime').then((m) => m.startChatRuntime());
  }, [wsToken]);
  return null;
}
