import type { ChatDeps } from './types';

/*
 * Server calls and toasts are injected (`configureChat`) so unit tests run the store alone; the chat runtime
 * wires the real ones.
 */
let deps: ChatDeps | null = null;
export function configureChat(d: ChatDeps): void {
  deps = d;
}
export function requireDeps(): ChatDeps {
  if (!deps) throw new Error('chat store not configured');
  return deps;
}
export const nowMs = () => (deps?.now ? deps.now() : Date.now());

let tempCounter = 0;
/** Temporary ids: letters, digits and `_`/`-` only, unique per browser (CHAT.tempIdPattern). */
export function newTempId(): string {
  tempCounter = (tempCounter + 1) % 1_000_000;
  return `t${nowMs().toString(36)}_${tempCounter.toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
