import { type Lang } from '../lib/contracts';
import { useApp } from '../stores/app-store';
import { ensureLang, i18next } from '../i18n';
import { loadBasicData, loadLangWords } from './basic-data';
import { loadAntdLocale } from './antd-locale';
import { queryClient } from './query-client';

/** Switches the UI language; server content is per language (lang header), so cached queries are refetched. */
export async function switchLang(lang: Lang): Promise<void> {
  await Promise.all([ensureLang(lang), loadAntdLocale(lang)]);
  useApp.getState().setLang(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  await loadLangWords(lang);
  void queryClient.resetQueries();
  void loadBasicData();
}
