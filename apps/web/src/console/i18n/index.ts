import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n';
import type { Lang } from '../../lib/contracts';

/**
 * The console's words (docs/console.md). Each console folder keeps its own `i18n.ts`:
 *
 *   export default consoleWords('queues', { zh: { title: '审核队列' }, en: { title: 'Review queues' }, vi: { title: 'Hàng chờ duyệt' } });
 *
 * zh is the source; en and vi are typed against it (a missing key fails to compile; console/i18n/i18n.test.ts checks
 * keys and placeholders too). Nothing else to register: every `console/<folder>/i18n.ts` is picked up by the glob
 * below and loaded with the console (all three languages: the console is a desktop app loaded only under /admin).
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

/** Every console folder's words (`console/<folder>/i18n.ts`, default export). */
const found = import.meta.glob<{ default: ConsoleWords }>('../*/i18n.ts', { eager: true });
export const allConsoleWords: ConsoleWords[] = Object.values(found).map((m) => m.default);

let added = false;
/** Puts every folder's words into i18next (once; idempotent). A folder named twice is a mistake caught here. */
export function addConsoleWords(list: readonly ConsoleWords[] = allConsoleWords): void {
  if (added) return;
  const seen = new Set<string>();
  for (const { folder, words } of list) {
    if (seen.has(folder)) throw new Error(`console words: the folder ${folder} is declared twice`);
    seen.add(folder);
    for (const lang of Object.keys(words) as Lang[]) i18next.addResourceBundle(lang, CONSOLE_NAMESPACE, { [folder]: words[lang] }, true, true);
  }
  added = true;
}

/** `t` of the console's namespace: `t('queues.title')`. */
export function useConsoleT() {
  return useTranslation(CONSOLE_NAMESPACE);
}
