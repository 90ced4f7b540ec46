import { useEffect, useState } from 'react';
import type { Locale } from 'antd-mobile/es/locales/base';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { Lang } from '../lib/contracts';

/** antd-mobile's own words (pickers, dialogs, "loading"): Chinese ships in the first load, the others when chosen. */
const loaders: Record<Exclude<Lang, 'zh'>, () => Promise<Locale>> = {
  en: () => import('antd-mobile/es/locales/en-US').then((m) => m.default),
  vi: () => import('antd-mobile/es/locales/vi-VN').then((m) => m.default),
};
const loaded: Partial<Record<Lang, Locale>> = { zh: zhCN };

/** Loads a language's antd-mobile words; the start-up and the language switch wait for it, so none shows in Chinese. */
export async function loadAntdLocale(lang: Lang): Promise<void> {
  if (lang !== 'zh' && !loaded[lang]) loaded[lang] = await loaders[lang]();
}

/** A language's antd-mobile words if they are here (Chinese always is). */
export const antdLocaleOf = (lang: Lang): Locale | undefined => loaded[lang];

/** The locale for ConfigProvider: the language's once loaded (asked for here if nobody has), Chinese until then. */
export function useAntdLocale(lang: Lang): Locale {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!loaded[lang]) void loadAntdLocale(lang).then(() => arrived((n) => n + 1), () => undefined);
  }, [lang]);
  return antdLocaleOf(lang) ?? zhCN;
}
