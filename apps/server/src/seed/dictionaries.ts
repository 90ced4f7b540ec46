import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Nested = { [k: string]: string | Nested };

function flatten(obj: Nested, prefix = '', out: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else flatten(v, key, out);
  }
  return out;
}

/**
 * The UI dictionary served by `langFixedWords` starts as the web app's built-in one, so admins can then
 * edit words in the database without a deploy. Flat dotted keys, as the client expects.
 */
export async function loadWebDictionaries(): Promise<Record<string, Record<string, string>>> {
  const dir = path.resolve(import.meta.dirname, '../../../web/src/i18n');
  const out: Record<string, Record<string, string>> = {};
  for (const lang of ['zh', 'en', 'vi']) {
    const file = path.join(dir, `${lang}.ts`);
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const dict = (mod[lang] ?? mod.default) as Nested | undefined;
    if (dict && typeof dict === 'object') out[lang] = flatten(dict);
    // Feature dictionaries live beside the shell's (the web loads them lazily): served all the same.
    const partsFile = path.join(dir, `parts-${lang}.ts`);
    if (out[lang] && existsSync(partsFile)) {
      const parts = ((await import(pathToFileURL(partsFile).href)) as { parts?: Nested }).parts;
      if (parts) Object.assign(out[lang], flatten(parts));
    }
  }
  return out;
}
