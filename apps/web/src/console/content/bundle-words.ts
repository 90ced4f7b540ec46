import { i18next } from '../../i18n';
import type { Lang } from '../../lib/contracts';
import { CONSOLE_NAMESPACE } from '../i18n';

/** One word the app ships: its key (`home.title`) and its bundled text per language. */
export interface BundledWord {
  key: string;
  zh: string;
  en: string;
  vi: string;
}

const LANGS: Lang[] = ['zh', 'en', 'vi'];

function flatten(node: unknown, prefix: string, out: Map<string, string>) {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
}

/** The namespaces the member app's words live in: the shell's and every feature's (the i18n set-up lists them as fallbacks). */
function appNamespaces(): string[] {
  const fallback = i18next.options.fallbackNS;
  const features = Array.isArray(fallback) ? (fallback as string[]) : typeof fallback === 'string' ? [fallback] : [];
  return ['translation', ...features.filter((ns) => ns !== CONSOLE_NAMESPACE)];
}

/**
 * Every word key the member app ships, with its bundled zh / en / vi text: the bundle is the truth of which keys
 * exist (docs/decisions/0005-ui-words.md), so the console offers only these for an override. Loads every feature's
 * dictionary in the three languages (the same loaders the app uses), once.
 */
export async function loadBundledWords(): Promise<BundledWord[]> {
  const namespaces = appNamespaces();
  await new Promise<void>((resolve) => {
    (i18next.services.backendConnector as { load: (l: string[], ns: string[], cb: () => void) => void }).load(LANGS, namespaces, () => resolve());
  });
  const perLang = new Map<Lang, Map<string, string>>();
  for (const lang of LANGS) {
    const flat = new Map<string, string>();
    for (const ns of namespaces) flatten(i18next.getResourceBundle(lang, ns) as unknown, '', flat);
    perLang.set(lang, flat);
  }
  const zh = perLang.get('zh')!;
  return [...zh.keys()].sort().map((key) => ({ key, zh: zh.get(key) ?? '', en: perLang.get('en')!.get(key) ?? '', vi: perLang.get('vi')!.get(key) ?? '' }));
}
