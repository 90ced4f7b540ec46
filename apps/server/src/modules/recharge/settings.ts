import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

const ORIGIN = /^https?:\/\/[^/\s]+$/;

/**
 * The airtime provider's settings (phone top-up, docs/recharge.md). Validated with every other setting at
 * start (config.ts) and documented in .env.example.
 */
export const airtimeSettings = defineSettings({
  schema: {
    /** sandbox: top-ups succeed at once (except the documented test numbers); reloadly: Reloadly's Airtime API. */
    AIRTIME_PROVIDER: z.enum(['sandbox', 'reloadly']).default('sandbox'),
    /** Reloadly → Developers → API Settings; sandbox and live credentials differ. */
    RELOADLY_CLIENT_ID: z.string().min(8, 'must be the client id Reloadly shows under Developers → API Settings').optional(),
    RELOADLY_CLIENT_SECRET: z.string().min(8, 'must be the client secret Reloadly shows under Developers → API Settings').optional(),
    /** Which Reloadly environment the credentials are for: sets the token audience and the default API origin. */
    RELOADLY_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    /** Default https://auth.reloadly.com; tests point it at a local stand-in. */
    RELOADLY_AUTH_URL: z.string().regex(ORIGIN, 'must be an origin like https://auth.reloadly.com').optional(),
    /** Default the environment's Airtime API origin; tests point it at a local stand-in. */
    RELOADLY_API_URL: z.string().regex(ORIGIN, 'must be an origin like https://topups.reloadly.com').optional(),
  },
  check: airtimeConfigProblems,
});

/** AIRTIME_PROVIDER=reloadly without its credentials would take payments for top-ups it can never send. */
function airtimeConfigProblems(c: { AIRTIME_PROVIDER: string; RELOADLY_CLIENT_ID?: string; RELOADLY_CLIENT_SECRET?: string }): string[] {
  if (c.AIRTIME_PROVIDER !== 'reloadly') return [];
  return [!c.RELOADLY_CLIENT_ID && 'RELOADLY_CLIENT_ID', !c.RELOADLY_CLIENT_SECRET && 'RELOADLY_CLIENT_SECRET']
    .filter((k): k is string => Boolean(k))
    .map((k) => `  ${k}: required when AIRTIME_PROVIDER=reloadly`);
}

/** The settings a Reloadly adapter needs, with the environment's defaults filled in. */
export function reloadlyEndpoints(environment: 'sandbox' | 'production', authUrl?: string, apiUrl?: string) {
  const audience = environment === 'production' ? 'https://topups.reloadly.com' : 'https://topups-sandbox.reloadly.com';
  return { audience, authUrl: authUrl ?? 'https://auth.reloadly.com', apiUrl: apiUrl ?? audience };
}

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof airtimeSettings> {}
}
