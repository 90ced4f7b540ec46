import { lazy, Suspense } from 'react';
import { loadWords } from '../../../shell/words';

// The entries show search words on chat's own screens: they load with them, not in chat's first paint.
const Entries = lazy(() => Promise.all([import('./entry-links'), loadWords(['chatSearch'])]).then(([m]) => ({ default: m.SearchLink })));

/** The message centre's search box (all my chats), or a chat menu's "search this chat" row (`conversationId`). */
export function ChatSearchEntry({ conversationId }: { conversationId?: number }) {
  return (
    <Suspense fallback={null}>
      <Entries conversationId={conversationId} />
    </Suspense>
  );
}
