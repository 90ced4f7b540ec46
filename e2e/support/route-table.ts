import path from 'node:path';
import { createServer } from 'vite';

/** What the browser tests need of a route: its path, its title key and whether it is a tab. */
export interface RouteEntry {
  path: string;
  title: string;
  tab?: number;
}

const web = path.resolve(import.meta.dirname, '../../apps/web');

/**
 * The web app's route table itself (apps/web/src/app/route-table.ts), loaded through Vite with the app's own
 * plugins (the virtual API routes), so a test walks exactly the routes the app has.
 */
export async function loadRouteTable(): Promise<RouteEntry[]> {
  const vite = await createServer({
    root: web,
    configFile: path.join(web, 'vitest.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = (await vite.ssrLoadModule('/src/app/route-table.ts')) as { routeTable: RouteEntry[] };
    return mod.routeTable.map((r) => ({ path: r.path, title: r.title, tab: r.tab }));
  } finally {
    await vite.close();
  }
}
