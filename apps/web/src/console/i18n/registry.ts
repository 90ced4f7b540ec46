import { i18next } from '../../i18n';
import type { Lang } from '../../lib/contracts';
import { CONSOLE_NAMESPACE, type ConsoleWords } from './index';

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

