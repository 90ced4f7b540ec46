import type { ComponentType } from 'react';

/**
 * A login-only screen's loader for the screen tables (which stay free of components: they are in the first load and
 * read by the build's checks): visitors get the login prompt at once, without downloading the screen's code (on a
 * slow phone the message centre's chunk was most of its first paint); logged-in users get the screen.
 */
export function loginFirst(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return () => import('./login-gate').then((m) => m.gated(load)());
}
