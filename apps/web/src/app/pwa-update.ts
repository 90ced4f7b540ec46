import { confirmDialog } from '../lib/feedback';
import { i18next } from '../i18n';

/** How long after the page's load the offline copy may start downloading. */
const PRECACHE_DELAY_MS = 4000;

/**
 * Resolves a few seconds after the page has loaded, when the main thread is idle: installing the service worker
 * precaches every screen (≈ 500 KB), which on a slow phone would otherwise compete with the first screen's own
 * scripts, data and images for the link and the CPU.
 */
export function afterFirstScreen(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((ok) => window.addEventListener('load', () => ok(), { once: true }));
  return loaded
    .then(() => new Promise<void>((ok) => setTimeout(ok, PRECACHE_DELAY_MS)))
    .then(() => new Promise<void>((ok) => ('requestIdleCallback' in window ? requestIdleCallback(() => ok(), { timeout: 3000 }) : ok())));
}

/** Registers the service worker; a waiting new version asks the user to restart (spec section 4). */
export async function registerPwa(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await afterFirstScreen();
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    // The page has loaded already: register now rather than waiting for a load event that has passed.
    immediate: true,
    onNeedRefresh() {
      void confirmDialog({
        title: i18next.t('shell.updateTitle'),
        content: i18next.t('shell.updateText'),
        confirmText: i18next.t('shell.restart'),
        cancelText: i18next.t('shell.later'),
        onConfirm: () => updateSW(true),
      });
    },
  });
}
