import type { FanoutEvent } from '../../core/push/index.js';
import { defineModule } from '../../core/module.js';
import { watchNotices } from '../notices/index.js';
import { watchChat } from './chat-events.js';
import { webPushMessages } from './messages.js';
import { webPushMigrations } from './migrations/index.js';
import { noticeJob } from './notice-events.js';
import { webPushRoutes } from './routes.js';
import './schema.js';
import { WebPushSender, type SenderOptions, type SendResult } from './sender.js';
import { webPushSettings } from './settings.js';
import { WebPushStore } from './store.js';
import { resolveVapid } from './vapid.js';

/** Chat's hook: its hub's publications, of which Web Push takes the new messages (docs/web-push.md). */
export interface ChatPushWatch {
  watch(hub: { publish(ev: FanoutEvent): void }): void;
}

declare module '../../core/module.js' {
  interface Provided {
    /** The chat module hands its hub here (one line in chat's module.ts): members away from the app are notified. */
    webPushChat: ChatPushWatch;
  }
  interface ModuleOptions {
    /** Tests: the sender's timings, and the sender itself once built (to wait until it is idle). */
    webPush?: SenderOptions & { built?: (sender: WebPushSender) => void };
  }
}

/** What `provides` built, for `routes` (keyed by database: tests run several apps in one process). */
const state = new WeakMap<object, { store: WebPushStore; vapid: ReturnType<typeof resolveVapid>; sender: WebPushSender | null }>();

/**
 * Notifications when the app is closed (Web Push, docs/web-push.md): subscriptions per device, a switch per kind, and
 * the sender that notifies members of chat messages, mentions and replies, and personal notices. Off (nothing offered,
 * nothing sent) in production without VAPID keys.
 */
export const webPushModule = defineModule<'webPushChat'>({
  name: 'web-push',
  settings: webPushSettings,
  messages: webPushMessages,
  migrations: webPushMigrations,
  provides: (ctx) => {
    const vapid = resolveVapid(ctx.config);
    const store = new WebPushStore(ctx.database.db);
    const { built, ...opts } = ctx.options.webPush ?? {};
    const sent = ctx.metrics.counter({ name: 'haiwai_web_push_requests_total', help: 'Web Push requests to push services, by result (sent, gone: 404/410 and dropped, failed)', labelNames: ['result'] });
    const sender = vapid ? new WebPushSender(store, vapid, ctx.log, opts, (result: SendResult) => sent.inc({ result })) : null;
    if (sender) built?.(sender);
    state.set(ctx.database.db, { store, vapid, sender });
    return { webPushChat: { watch: (hub) => sender && watchChat(hub, ctx.database.db, (job) => sender.enqueue(job)) } };
  },
  routes: (app, ctx) => {
    const db = ctx.database.db;
    const { store, vapid, sender } = state.get(db)!;
    webPushRoutes(app, store, vapid, ctx.config.NODE_ENV !== 'production', () => sender?.subscribed());
    if (!sender) return;
    const stop = watchNotices(db, (notice) => sender.enqueue(noticeJob(db, notice)));
    app.addHook('onReady', () => sender.prime());
    app.addHook('onClose', async () => {
      stop();
      await sender.close();
    });
  },
});
