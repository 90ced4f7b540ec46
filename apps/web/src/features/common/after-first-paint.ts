import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render in which `ready` holds, true from a transition right after it. A screen renders what
 * the first screenful needs at once and the rest when this turns true: data from TanStack Query renders in one task
 * React cannot slice (it arrives through useSyncExternalStore), and on a slow phone a whole page of it was a long task;
 * a transition renders in slices that yield to the browser. It turns true once and stays true.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (ready && !after) startTransition(() => setAfter(true));
  }, [ready, after]);
  return after;
}
