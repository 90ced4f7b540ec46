/**
 * The push channel (docs/push.md): frames to users' open sockets over the app's one socket (`/ws`), shared
 * between nodes through Redis. Modules reach it as `ctx.push` (core/module.ts):
 *
 *   ctx.push.publish({ to: { user: ownerId }, event: 'notice_unread', payload: { count: 3, site_area_id: 1 } });
 *   ctx.push.publish({ to: { users: memberIds }, event: 'order_status', payload: {...}, localized: [{ path: ['data', 'title'], key: 'order.paid' }] });
 *   ctx.push.publish({ to: { everyone: true }, event: 'notice_unread', payload: { count: null, site_area_id: 5 } });
 *
 * The socket itself belongs to the chat module, which registers each authenticated socket here (`add`/`remove`).
 */
export { PushHub, type PushMessage, type PushTarget, type SessionEnd } from './hub.js';

/**
 * The close code of sockets closed because their node stops (docs/chat.md, docs/operations.md): 1012 "Service
 * Restart", so clients reconnect at once (to another node, or to this one once it is back) and catch up by sequence.
 */
export const RESTART_CLOSE_CODE = 1012;
export { EventFrames, frameFor, type FanoutEvent, type HubConnection } from './frames.js';
