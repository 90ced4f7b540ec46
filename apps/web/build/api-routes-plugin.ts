import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:api-routes';
const LATER_ID = 'virtual:api-routes-later';
const ADMIN_ID = 'virtual:api-routes-admin';
const RESOLVED = { [VIRTUAL_ID]: '\0' + VIRTUAL_ID, [LATER_ID]: '\0' + LATER_ID, [ADMIN_ID]: '\0' + ADMIN_ID } as Record<string, string>;

/**
 * The areas (API table tags) whose calls the shell and the five tabs make on a first load: their routing facts are in
 * the entry. Every other member's call (the service areas: hotels, guides, visa, exposures, contracts, cards,
 * logistics, clubs…) is in `virtual:api-routes-later`, loaded on the first such call or when the browser is idle, so
 * adding an area never grows the first load (issue 33). A call left out of this list still works: its first use
 * waits for that small module once.
 */
export const FIRST_LOAD_TAGS: ReadonlySet<string> = new Set([
  'auth', 'basis', 'listing', 'housing', 'shGoods', 'car', 'job', 'jobHunt', 'company', 'yp', 'chat', 'notices',
  'social', 'articles', 'media', 'maps', 'vip', 'relations', 'links', 'moderation', 'reports', 'customer', 'exchange',
  'translation', 'saved-search', 'console', 'staff',
]);

type Part = 'first' | 'later' | 'admin';
const partOf = (r: { access: string; tag?: string }): Part => (r.access === 'admin' ? 'admin' : FIRST_LOAD_TAGS.has(r.tag ?? '') ? 'first' : 'later');

/**
 * Serves `virtual:api-routes`: method, path, signing flag and the web client's flags (`quiet`, `errorStyle`) of
 * the members' calls a first load needs (FIRST_LOAD_TAGS), from the contracts `api` table.
 * The table itself is built from zod schemas, and zod would add tens of KB to the first load, so the
 * browser gets only the routing facts, computed from the same table at build time (types still come from it).
 * The other members' calls are `virtual:api-routes-later`; the operators' calls (`access: 'admin'`) are
 * `virtual:api-routes-admin`, loaded on the first such call: members never need them.
 */
export function apiRoutesPlugin(): Plugin {
  const apiFile = new URL('../../../packages/contracts/src/api.ts', import.meta.url);
  return {
    name: 'haiwai-api-routes',
    resolveId(id) {
      return RESOLVED[id] ?? null;
    },
    async load(id) {
      const part: Part | null = id === RESOLVED[VIRTUAL_ID] ? 'first' : id === RESOLVED[LATER_ID] ? 'later' : id === RESOLVED[ADMIN_ID] ? 'admin' : null;
      if (!part) return null;
      this.addWatchFile(apiFile.pathname);
      const { tsImport } = await import('tsx/esm/api');
      const mod = (await tsImport(apiFile.href, import.meta.url)) as {
        api: Record<string, { method: string; path: string; access: string; tag?: string; signed?: boolean; quiet?: true; errorStyle?: 'modal' }>;
      };
      // The client's flags only where set: most entries have none, and every byte here is in the first load.
      const routes = Object.fromEntries(
        Object.entries(mod.api)
          .filter(([, r]) => partOf(r) === part)
          .map(([name, r]) => [
          name,
          { method: r.method, path: r.path, signed: r.signed !== false, ...(r.quiet && { quiet: true }), ...(r.errorStyle && { errorStyle: r.errorStyle }) },
        ]),
      );
      return `export default ${JSON.stringify(routes)};`;
    },
  };
}
