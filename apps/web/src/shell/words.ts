import { i18next } from '../i18n';
import { ChunkLoadError } from './page-errors';

/** Loads the namespaces in the current language; rejects when one did not arrive, so the page shows its error screen. */
export async function loadWords(namespaces: readonly string[]): Promise<void> {
  if (!namespaces.length) return;
  await i18next.loadNamespaces([...namespaces]);
  const missing = namespaces.filter((ns) => !i18next.hasResourceBundle(i18next.language, ns));
  if (missing.length) throw new ChunkLoadError(`Dictionary not loaded: ${missing.join(', ')}`);
}
