import type { Plugin } from 'vite';

/**
 * Fails the build when two features declare one screen path (see src/app/screen-merge.ts): loads the
 * feature screen table at build start, whose merge throws on a duplicate. Only the loaders' definitions
 * run here, never the pages they import.
 */
export function screensCheckPlugin(table = new URL('../src/app/feature-screens.ts', import.meta.url)): Plugin {
  return {
    name: 'haiwai-screens-check',
    apply: 'build',
    async buildStart() {
      const { tsImport } = await import('tsx/esm/api');
      try {
        await tsImport(table.href, import.meta.url);
      } catch (err) {
        this.error(err instanceof Error ? err.message : String(err));
      }
    },
  };
}
