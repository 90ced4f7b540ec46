import { lazy, Suspense } from 'react';

const View = lazy(() => import('./announcement-view').then((m) => ({ default: m.AnnouncementView })));

/**
 * The group's announcement pinned at the top of the room (announcement-view.tsx), loaded on its own: the room's chunk
 * stays as it was, and the group queries it shares with the group settings go in a chunk of their own.
 */
export function AnnouncementBar({ conversationId }: { conversationId: number }) {
  return (
    <Suspense fallback={null}>
      <View conversationId={conversationId} />
    </Suspense>
  );
}
