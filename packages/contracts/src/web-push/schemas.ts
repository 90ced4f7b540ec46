import { z } from 'zod';
import { route } from '../route.js';
import { WEB_PUSH, WEB_PUSH_KINDS } from './constants.js';

/**
 * Web Push (docs/web-push.md): notifications when the app is closed. The server's VAPID public key, a device's
 * subscription (the browser's `PushSubscription.toJSON()`), and the member's switch per kind. All new paths, under
 * `/web-push/`.
 */

export const webPushKey = z.object({
  /** False when the server has no VAPID keys (production without them): the app offers nothing. */
  enabled: z.boolean(),
  /** The VAPID public key (base64url), `applicationServerKey` of `pushManager.subscribe`. */
  public_key: z.string().nullable(),
});

export const webPushSubscribeBody = z.object({
  endpoint: z.string().trim().min(10).max(WEB_PUSH.endpointMax).url('push_endpoint'),
  keys: z.object({
    p256dh: z.string().regex(new RegExp(WEB_PUSH.p256dhPattern), 'push_key'),
    auth: z.string().regex(new RegExp(WEB_PUSH.authPattern), 'push_key'),
  }),
  /** What the member sees in the list of devices ("Chrome on Android"); optional. */
  device: z.string().trim().max(WEB_PUSH.deviceMax).optional(),
});
export type WebPushSubscribeBody = z.infer<typeof webPushSubscribeBody>;

const kindSwitches = Object.fromEntries(WEB_PUSH_KINDS.map((k) => [k, z.boolean()])) as Record<(typeof WEB_PUSH_KINDS)[number], z.ZodBoolean>;

export const webPushSettings = z.object({
  ...kindSwitches,
  /** How many devices of mine are subscribed. */
  devices: z.number().int(),
});
export type WebPushSettings = z.infer<typeof webPushSettings>;

export const webPushSettingsBody = z
  .object(Object.fromEntries(WEB_PUSH_KINDS.map((k) => [k, z.boolean().optional()])) as Record<(typeof WEB_PUSH_KINDS)[number], z.ZodOptional<z.ZodBoolean>>)
  .strict();

/** What the service worker receives, decrypted (the payload of one push). */
export const webPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The app path to open on tap (`/pages/chat/chat/chat?id=5`). */
  url: z.string(),
  /** Notifications with the same tag replace each other (one per conversation). */
  tag: z.string(),
  kind: z.enum(WEB_PUSH_KINDS),
});
export type WebPushPayload = z.infer<typeof webPushPayload>;

export const webPushApi = {
  webPushKey: route({ method: 'GET', path: '/web-push/key', access: 'public', tag: 'web-push', summary: 'Whether notifications when the app is closed are offered, and the server’s VAPID public key', data: webPushKey }),
  webPushSubscribe: route({
    method: 'POST',
    path: '/web-push/subscribe',
    access: 'user',
    tag: 'web-push',
    errors: [409],
    summary: `This device’s push subscription for me (the browser’s PushSubscription as JSON); the same endpoint again replaces its keys, and moves to me from whoever had it. At most ${WEB_PUSH.maxDevicesPerMember} devices: the one used longest ago is dropped. 409 when the server has no VAPID keys`,
    body: webPushSubscribeBody,
    data: z.object({ ok: z.literal(true), devices: z.number().int() }),
  }),
  webPushUnsubscribe: route({
    method: 'POST',
    path: '/web-push/unsubscribe',
    access: 'user',
    tag: 'web-push',
    summary: 'Stop pushes to this device (its endpoint); another member’s endpoint is left alone',
    body: z.object({ endpoint: z.string().trim().min(1).max(WEB_PUSH.endpointMax) }),
    data: z.object({ removed: z.number().int(), devices: z.number().int() }),
  }),
  webPushSettings: route({ method: 'GET', path: '/web-push/settings', access: 'user', tag: 'web-push', summary: 'My switch per kind (new messages, mentions and replies, review outcomes, other notices) and how many devices are subscribed', data: webPushSettings }),
  webPushSaveSettings: route({ method: 'POST', path: '/web-push/settings', access: 'user', tag: 'web-push', summary: 'Turn kinds on or off (only those given change)', body: webPushSettingsBody, data: webPushSettings }),
};
