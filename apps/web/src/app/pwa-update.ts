import { i18next } from '../i18n';

/** Registers the service worker; a waiting new version asks the user to restart (spec section 4). */
export async function registerPwa(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    async onNeedRefresh() {
      const { default: Dialog } = await import('antd-mobile/es/components/dialog');
      void Dialog.confirm({
        title: i18next.t('shell.updateTitle'),
        content: i18next.t('shell.updateText'),
        confirmText: i18next.t('shell.restart'),
        cancelText: i18next.t('shell.later'),
        onConfirm: () => updateSW(true),
      });
    },
  });
}
