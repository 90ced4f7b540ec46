import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/contracts';

/**
 * The console's words (docs/console.md). Each console folder keeps its own `i18n.ts`:
 *
 *   export default consoleWords('queues', { zh: { title: '审核队列' }, en: { title: 'Review queues' }, vi: { title: 'Hàng chờ duyệt' } });
 *
 * zh is the source; en and vi are typed against it (a missing key fails to compile; console/i18n/i18n.test.ts checks
 * keys and placeholders too). Nothing else to register: every `console/<folder>/i18n.ts` is picked up by the glob
 * of ./registry.ts and loaded with the console (all three languages: the console is a desktop app loaded only under /admin).
 * The words live in the i18next namespace `console`, under the folder's name: `useConsoleT()` then `t('queues.title')`.
 */
export const CONSOLE_NAMESPACE = 'console';

/** The same nested shape with every leaf a string (how en and vi are typed against zh). */
export type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

export interface ConsoleWords {
  folder: string;
  words: Record<Lang, object>;
}

export function consoleWords<const Z extends object>(folder: string, words: { zh: Z; en: Words<Z>; vi: Words<Z> }): ConsoleWords {
  return { folder, words };
}

/** `t` of the console's namespace: `t('queues.title')`. */
export function useConsoleT() {
  return useTranslation(CONSOLE_NAMESPACE);
}
