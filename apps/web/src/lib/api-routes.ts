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

/** Method, path and client flags of every call in the contracts `api` table (see build/api-routes-plugin.ts). */
export const apiRoutes = routes as { [N in ApiName]: RouteFacts<N> };

/** Fills `:name` segments of a route path. */
export function fillPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
