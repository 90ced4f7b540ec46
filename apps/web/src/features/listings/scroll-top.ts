import { useLayoutEffect } from 'react';
import { useNavigationType } from 'react-router';

/** A page opened by a link starts at the top (the shell keeps the window's scroll); back navigation keeps it. */
export function useScrollTopOnEnter(): void {
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
    // Only when the page is entered, not on later renders.
  }, []);
}
