import { TIMING } from '../lib/contracts';
import { showToast } from '../lib/feedback';
import { initHttp } from '../lib/http';
import { DEFAULT_SIGN_KEY } from '../lib/sign';
import { useApp } from '../stores/app-store';
import { beginLoading } from '../stores/loading-store';
import { useSession } from '../stores/session-store';
import { i18next } from '../i18n';
import { handleUnauthorized } from '../shell/session';

export function setupHttp(): void {
  initHttp({
    signKey: import.meta.env.VITE_SIGN_KEY || DEFAULT_SIGN_KEY,
    headers: () => {
      const app = useApp.getState();
      return {
        terminal: app.terminal,
        token: useSession.getState().token,
        lang: app.lang,
        siteareaid: app.siteObj?.site_area_id ?? 0,
      };
    },
    beginLoading,
    onUnauthorized: handleUnauthorized,
    // Toast and Modal load on first use (lib/feedback): errors are rare and their animation library is heavy for the first load.
    // An entry of the API table marked `errorStyle: 'modal'` has errors that need reading: a dialog, not a toast.
    onError: (message, _path, style) => {
      if (style === 'modal') {
        void import('antd-mobile/es/components/modal').then(({ default: Modal }) =>
          Modal.alert({ title: i18next.t('common.tip'), content: message, confirmText: i18next.t('common.ok') }),
        );
      } else {
        showToast({ content: message, duration: TIMING.toastErrorMs });
      }
    },
  });
}
