import { merge } from './message-list';
import type { ClientMessage } from './types';

/**
 * A room opened at an older message (a search result, a quote's original) shows a window of the conversation that
 * stops short of the newest. The loaded messages stay one unbroken run: `list` is what the room shows, `held` the
 * messages known to be newer than its end (live frames, a newest page loaded after a reconnect), kept until newer
 * pages bring the window down to them. Each function returns the new `list` and `held` (`undefined`: the window
 * reaches the newest).
 */
export interface Windowed {
  list: ClientMessage[];
  held: ClientMessage[] | undefined;
}

const confirmed = (m: ClientMessage) => m.message_id > 0;
const lastSeq = (list: ClientMessage[]) => list.filter(confirmed).reduce((s, m) => Math.max(s, m.seq), 0);

/**
 * The messages around a target replace the loaded run. What was loaded newer than the window is kept as held (or
 * joins the list when the window already reaches the newest); what was older goes, since nothing says it joins up.
 */
export function openWindow(prev: Windowed, around: ClientMessage[], moreAfter: boolean): Windowed {
  const top = lastSeq(around);
  const newer = [...prev.list, ...(prev.held ?? [])].filter((m) => confirmed(m) && m.seq > top);
  const pending = prev.list.filter((m) => !confirmed(m));
  if (!moreAfter) return { list: merge(around, [...newer, ...pending]), held: undefined };
  return { list: merge(around, pending), held: merge([], newer) };
}

/** A page of messages after the window's end: it joins the list; the last page also brings every held message. */
export function appendNewer(prev: Windowed, page: ClientMessage[], moreAfter: boolean): Windowed {
  // The server's copies win over held ones (a recall or read mark since), as merge takes the later copy.
  if (!moreAfter || prev.held === undefined) return { list: merge(merge(prev.list, prev.held ?? []), page), held: undefined };
  const list = merge(prev.list, page);
  // Held messages the page covered are in it (the server's copy) or were deleted for me: only later ones stay.
  const top = lastSeq(list);
  return { list, held: prev.held.filter((m) => m.seq > top) };
}

/**
 * Back to the newest: its page replaces the window; loaded or held messages inside the page's span (or newer, or
 * still sending) stay, so nothing that arrived meanwhile is lost; the page's copies win.
 */
export function showNewest(prev: Windowed, page: ClientMessage[]): ClientMessage[] {
  const first = page.find(confirmed)?.seq ?? 0;
  const keep = [...prev.list, ...(prev.held ?? [])].filter((m) => !confirmed(m) || m.seq >= first);
  return merge(keep, page);
}

/** A message (live, caught up, or a newest page) that arrives while the window stops short of the newest. */
export function hold(held: ClientMessage[], incoming: ClientMessage[]): ClientMessage[] {
  return merge(held, incoming);
}
