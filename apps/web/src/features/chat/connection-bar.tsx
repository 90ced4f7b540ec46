import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStatus } from '../../stores/chat-status';
import { useSession } from '../../stores/session-store';
import { reconnectChat } from './chat-runtime';

/** How long the socket may be (re)connecting before the bar shows: a quick reconnect goes unnoticed. */
const GRACE_MS = 2_000;

/** A thin bar while the chat socket is not authenticated; offline it offers to reconnect. */
export function ConnectionBar() {
  const { t } = useTranslation();
  const state = useChatStatus((s) => s.socketState);
  const gaveUp = useChatStatus((s) => s.gaveUp);
  const wsToken = useSession((s) => s.wsToken);
  const [show, setShow] = useState(false);
  const up = state === 'authenticated';
  // Counted from the moment the socket stopped being authenticated, so a socket flapping between connecting
  // and closed still shows the bar.
  useEffect(() => {
    if (up) {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), GRACE_MS);
    return () => clearTimeout(timer);
  }, [up]);
  // Without a socket token there is no socket to wait for (spec: no token, no connection).
  if (!show || up || !wsToken) return null;
  const offline = state === 'disconnected';
  return (
    <div className="chat-conn" role="status" data-testid="chat-connection">
      <span>{gaveUp ? t('chat.state.gaveUp') : offline ? t('chat.state.offline') : t('chat.state.connecting')}</span>
      {offline && (
        <button type="button" className="chat-conn__retry" onClick={reconnectChat}>
          {t('chat.state.reconnect')}
        </button>
      )}
    </div>
  );
}
