import { useState } from 'react';

/**
 * Whether an overlay has been opened at least once: a lazily loaded popup, dialog or viewer mounts the first time
 * it opens (its code loads then, not with the screen) and stays mounted, so closing it plays its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
