import { normalizeLang } from '../lib/contracts';
import { detectTerminal } from '../lib/terminal';
import { shareLang, useApp } from '../stores/app-store';
import { initI18n } from '../i18n';
import { loadAntdLocale } from '../shell/antd-locale';
import { featureWords } from './feature-words';
import { loadBasicData, loadLangWords, refreshUser, startBasicRefresh } from '../shell/basic-data';
import { setupHttp } from './http-setup';
import { preloadLaterRoutes } from '../lib/api-routes';
import { afterFirstScreen, registerPwa } from './pwa-update';
import { resolveSiteArea } from './site-area';

const TERMINAL_SESSION_KEY = 'terminal';

/** Everything that must hold before the first render (spec section 4). Network work continues afterwards. */
export async function prepare(): Promise<URLSearchParams> {
  const params = new URLSearchParams(window.location.search);
  const app = useApp.getState();

  // An app shell passes ?terminal= once, on the first URL; remember it for this visit.
  const termParam = params.get('terminal') ?? sessionStorage.getItem(TERMINAL_SESSION_KEY);
  const wx = (window as { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram';
  const { terminal, device } = detectTerminal(navigator.userAgent, termParam, wx);
  if (params.get('terminal')) sessionStorage.setItem(TERMINAL_SESSION_KEY, String(terminal));
  app.setTerminal(terminal, device);

  const langParam = params.get('lang');
  if (langParam) app.setLang(normalizeLang(langParam));
  shareLang(useApp.getState().lang);
  await Promise.all([initI18n(useApp.getState().lang, featureWords), loadAntdLocale(useApp.getState().lang)]);

  setupHttp();
  return params;
}

/** Background start-up: site area, basic data (hourly), server words, fresh profile, service worker. */
export async function warmUp(params: URLSearchParams): Promise<void> {
  void loadLangWords();
  void refreshUser();
  await resolveSiteArea(params);
  await loadBasicData();
  startBasicRefresh();
  void registerPwa();
  // The service areas' call table (lib/api-routes.ts), once the first screen has settled: their first call then goes at once.
  void afterFirstScreen().then(preloadLaterRoutes);
}
