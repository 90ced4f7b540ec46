import { reloadlyEndpoints } from './settings.js';
import type { Deps } from '../../core/deps.js';
import { SandboxAirtimeProvider, type AirtimeProvider } from './airtime.js';
import { ReloadlyAirtimeProvider } from './reloadly.js';

/**
 * The airtime provider AIRTIME_PROVIDER names (docs/recharge.md). config.ts has already refused
 * AIRTIME_PROVIDER=reloadly without its credentials. The sandbox in production starts, for a demo, but says
 * loudly that paid top-ups put no credit on any phone.
 */
export function createAirtimeProvider(deps: Pick<Deps, 'config' | 'log'>): AirtimeProvider {
  const c = deps.config;
  if (c.AIRTIME_PROVIDER === 'reloadly' && c.RELOADLY_CLIENT_ID && c.RELOADLY_CLIENT_SECRET) {
    const endpoints = reloadlyEndpoints(c.RELOADLY_ENVIRONMENT, c.RELOADLY_AUTH_URL, c.RELOADLY_API_URL);
    if (c.NODE_ENV === 'production' && (c.RELOADLY_AUTH_URL || c.RELOADLY_API_URL)) {
      deps.log.warn({ authUrl: endpoints.authUrl, apiUrl: endpoints.apiUrl }, 'RELOADLY_AUTH_URL / RELOADLY_API_URL set in production: top-ups go to these addresses (they are meant for tests)');
    }
    return new ReloadlyAirtimeProvider({ clientId: c.RELOADLY_CLIENT_ID, clientSecret: c.RELOADLY_CLIENT_SECRET, ...endpoints }, deps.log);
  }
  if (c.NODE_ENV === 'production') {
    deps.log.warn('AIRTIME_PROVIDER=sandbox in production: paid phone top-ups are marked done but NO phone gets credit. For real top-ups set AIRTIME_PROVIDER=reloadly (docs/recharge.md).');
  }
  return new SandboxAirtimeProvider();
}
