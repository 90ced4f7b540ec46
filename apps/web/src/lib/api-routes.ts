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
 * Method, path and client flags of the members' calls a first load makes (see build/api-routes-plugin.ts,
 * FIRST_LOAD_TAGS). The service areas' calls are `virtual:api-routes-later` and the operators' calls (`access:
 * 'admin'`) `virtual:api-routes-admin`: `routeOf` loads them on first use, so an area added never grows the entry.
 */
export const apiRoutes = routes as Table;

let laterRoutes: Promise<Table> | null = null;
let adminRoutes: Promise<Table> | null = null;
/** Tables loaded so far: a later call of theirs is answered at once, in the caller's tick. */
const loaded: Table[] = [];

const loadLater = () =>
  (laterRoutes ??= import('virtual:api-routes-later').then(
    (m) => {
      loaded.push(m.default as Table);
      return m.default as Table;
    },
    (err: unknown) => {
      laterRoutes = null; // a failed chunk load (offline) is tried again on the next call
      throw err;
    },
  ));

/** Loads the members' later table while the browser is idle after a first paint (the shell calls this once). */
export function preloadLaterRoutes(): void {
  loadLater().catch(() => undefined);
}

/** A call's facts: at once when its table is loaded, else after loading the members' later table or the operators'. */
export function routeOf<N extends ApiName>(name: N): RouteFacts<N> | Promise<RouteFacts<N>> {
  const known = apiRoutes[name] ?? loaded.find((t) => t[name])?.[name];
  if (known) return known;
  return loadLater()
    .then((later) => {
      if (later[name]) return later[name];
      adminRoutes ??= import('virtual:api-routes-admin').then((m) => {
        loaded.push(m.default as Table);
        return m.default as Table;
      });
      return adminRoutes.then((table) => {
        const route = table[name];
        if (!route) throw new Error(`Unknown API call ${name}`);
        return route;
      });
    }) as Promise<RouteFacts<N>>;
}

/** Fills `:name` segments of a route path. */
export function fillPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
