import { i18next } from '../../i18n';
import { confirmDialog, showToast } from '../../lib/feedback';
import { call } from '../../lib/http';
import { loadWords } from '../../shell/words';
import { pushSupported, resultWords, subscribeDevice } from './device';

/** Asked once per browser; the settings screen turns it on later. */
const ASKED_KEY = 'webPush.asked';

/**
 * The offer: a dialog saying why first, then the browser's own question (from the tap, as Safari requires). Nothing when
 * the server has no keys, the browser cannot, the member already said no, or was asked before. A browser that already
 * allows notifications is subscribed for the member logged in now without asking (the same browser, another login).
 */
export async function offerWebPush(): Promise<void> {
  if (!pushSupported() || Notification.permission === 'denied') return;
  const key = await call('webPushKey', { silent: true, noLoading: true }).catch(() => null);
  if (!key?.enabled) return;
  if (Notification.permission === 'granted') {
    await subscribeDevice(key);
    return;
  }
  if (localStorage.getItem(ASKED_KEY)) return;
  localStorage.setItem(ASKED_KEY, '1');
  await loadWords(['webPush']);
  const t = i18next.t.bind(i18next);
  const yes = await confirmDialog({ title: t('webPush.offer.title'), content: t('webPush.offer.text'), confirmText: t('webPush.offer.allow'), cancelText: t('webPush.offer.later') });
  if (!yes) return;
  const result = await subscribeDevice(key);
  showToast(t(resultWords(result)));
}
