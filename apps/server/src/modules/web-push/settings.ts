import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

/**
 * VAPID keys of Web Push (docs/web-push.md). Without them in production the feature is off (`web-push/key` answers
 * `enabled: false` and the app offers nothing); in development and tests keys are generated once and kept under
 * DATA_DIR (vapid.ts), so restarts keep the browsers' subscriptions valid. Make a pair with `npx web-push
 * generate-vapid-keys`.
 */
export const webPushSettings = defineSettings({
  schema: {
    /** The public key, base64url of an uncompressed P-256 point (87 characters, starting with B). */
    WEB_PUSH_VAPID_PUBLIC_KEY: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (87 characters, from `npx web-push generate-vapid-keys`)').optional(),
    /** The private key, base64url of 32 bytes (43 characters). */
    WEB_PUSH_VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
    /** Who the push services may contact about this server's pushes: a mailto: or https: address. */
    WEB_PUSH_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https: address, like mailto:ops@example.com').optional(),
  },
  check: (c) => {
    const problems: string[] = [];
    if (!!c.WEB_PUSH_VAPID_PUBLIC_KEY !== !!c.WEB_PUSH_VAPID_PRIVATE_KEY) problems.push('  WEB_PUSH_VAPID_PUBLIC_KEY, WEB_PUSH_VAPID_PRIVATE_KEY: set both or neither');
    if (c.WEB_PUSH_VAPID_PUBLIC_KEY && !c.WEB_PUSH_SUBJECT) problems.push('  WEB_PUSH_SUBJECT: required with the VAPID keys (a mailto: or https: address)');
    return problems;
  },
});

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof webPushSettings> {}
}
