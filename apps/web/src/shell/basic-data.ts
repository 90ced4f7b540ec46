import { TIMING } from '../lib/contracts';
import { call } from '../lib/http';
import { useApp } from '../stores/app-store';
import { useSession } from '../stores/session-store';
import { i18next, storeWords } from '../i18n';

/** Site config and prompt messages; kept in storage so the next start has them before the network answers. */
export async function loadBasicData(): Promise<void> {
  const [config, tsMsg] = await Promise.allSettled([
    call('basisConfig', { noLoading: true, silent: true }),
    call('basisTsMsg', { noLoading: true, silent: true }),
  ]);
  const c = config.status === 'fulfilled' ? config.value : null;
  useApp.getState().setBasic(c, tsMsg.status === 'fulfilled' ? tsMsg.value : null);
  if (c) useApp.getState().setMeta({ keywords: c.keywords, description: c.description });
}

let refreshTimer: ReturnType<typeof setInterval> | undefined;
export function startBasicRefresh(): void {
  clearInterval(refreshTimer);
  refreshTimer = setInterval(() => void loadBasicData(), TIMING.basicRefreshMs);
}

/** Server UI words for the language, cached under `lang_words` and laid over the built-in dictionary. */
export async function loadLangWords(lang = useApp.getState().lang): Promise<void> {
  try {
    const words = await call('langFixedWords', { query: { lang_type: lang }, noLoading: true, silent: true });
    storeWords(words);
    if (i18next.language === words.lang_type) await i18next.changeLanguage(words.lang_type);
  } catch {
    // Offline or not served: the built-in dictionary already covers every key.
  }
}

/** Refreshes the stored profile (and chat token) of a returning user without bothering them on failure. */
export async function refreshUser(): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    useSession.getState().setUserInfo(await call('getUser', { silent: true }));
  } catch {
    // A 401 already cleared the session; anything else keeps the stored profile.
  }
}
