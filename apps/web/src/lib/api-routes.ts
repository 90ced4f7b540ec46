import routes from 'virtual:api-routes';
import type { Api, ApiName } from './contracts';

export interface RouteFacts<N extends ApiName = ApiName> {
  method: Api[N]['method'];
  path: Api[N]['path'];
  signed: boolean;
  /** No loading indicator (a background call). */
  quiet?: true;
  /** How an error reply is shown (default a toast). */
  errorStyle?: 'modal';
}

type Table = { [N in ApiName]?: RouteFacts<N> };

/**
 * Method, path and client flags of the members' calls of the contracts `api` table (see build/api-routes-plugin.ts),
 * in the first load. The operators' calls (`access: 'admin'`) are not here: `routeOf` loads them on first use.
 */
export const apiRoutes = routes as Table;

let adminRoutes: Promise<Table> | null = null;

/** A call's facts: at once for a member's call, after loading the operators' table for an admin call. */
export function routeOf<N extends ApiName>(name: N): RouteFacts<N> | Promise<RouteFacts<N>> {
  const known = apiRoutes[name];
  if (known) return known;
  adminRoutes ??= import('virtual:api-routes-admin').then((m) => m.default as Table);
  return adminRoutes.then((table) => {
    const route = table[name];
    if (!route) throw new Error(`Unknown API call ${name}`);
    return route;
  });
}

/** Fills `:name` segments of a route path. */
export function fillPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
