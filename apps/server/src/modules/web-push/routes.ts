import { isPushEndpoint } from '@haiwai/contracts/web-push';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../core/errors.js';
import { route } from '../../core/routes.js';
import type { WebPushStore } from './store.js';
import type { Vapid } from './vapid.js';

/** The calls of `webPushApi`: the key, this device's subscription, my switches. Every call is about the caller only. */
export function webPushRoutes(app: FastifyInstance, store: WebPushStore, vapid: Vapid | null, allowLoopback: boolean, subscribed: () => void) {
  route(app, 'webPushKey', async () => ({ enabled: vapid !== null, public_key: vapid?.publicKey ?? null }));
  route(app, 'webPushSubscribe', async ({ user, body }) => {
    if (!vapid) throw conflict('webpush.off');
    if (!isPushEndpoint(body.endpoint, allowLoopback)) throw badRequest('webpush.endpoint_refused');
    const devices = await store.subscribe(user.id, body);
    subscribed();
    return { ok: true as const, devices };
  });
  route(app, 'webPushUnsubscribe', async ({ user, body }) => {
    const removed = await store.unsubscribe(user.id, body.endpoint);
    return { removed, devices: await store.devices(user.id) };
  });
  route(app, 'webPushSettings', async ({ user }) => store.settings(user.id));
  route(app, 'webPushSaveSettings', async ({ user, body }) => store.saveSettings(user.id, body));
}
