import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:api-routes';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * Serves `virtual:api-routes`: method, path, signing flag and the web client's flags (`quiet`, `errorStyle`) of
 * every entry of the contracts `api` table.
 * The table itself is built from zod schemas, and zod would add tens of KB to the first load, so the
 * browser gets only the routing facts, computed from the same table at build time (types still come from it).
 */
export function apiRoutesPlugin(): Plugin {
  const apiFile = new URL('../../../packages/contracts/src/api.ts', import.meta.url);
  return {
    name: 'haiwai-api-routes',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(apiFile.pathname);
      const { tsImport } = await import('tsx/esm/api');
      const mod = (await tsImport(apiFile.href, import.meta.url)) as {
        api: Record<string, { method: string; path: string; signed?: boolean; quiet?: true; errorStyle?: 'modal' }>;
      };
      // The client's flags only where set: most entries have none, and every byte here is in the first load.
      const routes = Object.fromEntries(
        Object.entries(mod.api).map(([name, r]) => [
          name,
          { method: r.method, path: r.path, signed: r.signed !== false, ...(r.quiet && { quiet: true }), ...(r.errorStyle && { errorStyle: r.errorStyle }) },
        ]),
      );
      return `export default ${JSON.stringify(routes)};`;
    },
  };
}
