import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import zhCN from 'antd/es/locale/zh_CN';
import type { Lang } from '../../lib/contracts';

/** antd's own words (pagers, pickers, empty tables) in the console's language. */
export const ANTD_LOCALES: Record<Lang, Locale> = { zh: zhCN, en: enUS, vi: viVN };

/** Each language by its own name, as a language picker shows them. */
export const LANG_NAMES: Record<Lang, string> = { zh: '简体中文', en: 'English', vi: 'Tiếng Việt' };
