import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:api-routes';
const ADMIN_ID = 'virtual:api-routes-admin';
const RESOLVED = { [VIRTUAL_ID]: '\0' + VIRTUAL_ID, [ADMIN_ID]: '\0' + ADMIN_ID } as Record<string, string>;

/**
 * Serves `virtual:api-routes`: method, path, signing flag and the web client's flags (`quiet`, `errorStyle`) of
 * every entry of the contracts `api` table.
 * The table itself is built from zod schemas, and zod would add tens of KB to the first load, so the
 * browser gets only the routing facts, computed from the same table at build time (types still come from it).
 * The operators' calls (`access: 'admin'`) are a module of their own, `virtual:api-routes-admin`, loaded on the
 * first such call: members never need them, and their facts would grow the first load with every console screen.
 */
export function apiRoutesPlugin(): Plugin {
  const apiFile = new URL('../../../packages/contracts/src/api.ts', import.meta.url);
  return {
    name: 'haiwai-api-routes',
    resolveId(id) {
      return RESOLVED[id] ?? null;
    },
    async load(id) {
      const admin = id === RESOLVED[ADMIN_ID];
      if (!admin && id !== RESOLVED[VIRTUAL_ID]) return null;
      this.addWatchFile(apiFile.pathname);
      const { tsImport } = await import('tsx/esm/api');
      const mod = (await tsImport(apiFile.href, import.meta.url)) as {
        api: Record<string, { method: string; path: string; access: string; signed?: boolean; quiet?: true; errorStyle?: 'modal' }>;
      };
      // The client's flags only where set: most entries have none, and every byte here is in the first load.
      const routes = Object.fromEntries(
        Object.entries(mod.api)
          .filter(([, r]) => (r.access === 'admin') === admin)
          .map(([name, r]) => [
          name,
          { method: r.method, path: r.path, signed: r.signed !== false, ...(r.quiet && { quiet: true }), ...(r.errorStyle && { errorStyle: r.errorStyle }) },
        ]),
      );
      return `export default ${JSON.stringify(routes)};`;
    },
  };
}
