import { Suspense, useState, type ReactNode } from 'react';

/**
 * An overlay whose code loads when it first opens (a `React.lazy` popup, dialog or viewer): nothing is mounted until
 * `open` is first true, then the children stay mounted, so closing plays their animation and reopening is instant.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
