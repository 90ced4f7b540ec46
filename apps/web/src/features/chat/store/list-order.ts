import type { Conversation } from '@haiwai/contracts';
import { sortConversations } from './hidden';
import type { ChatState, ListEdge } from './types';

/** Where a row stands in the message centre's order (the server's keyset: pinned, last activity, id). */
export const edgeOf = (c: Conversation): ListEdge => ({ is_top: c.is_top, update_time: c.update_time, id: c.id });

/**
 * Whether a row belongs to the pages loaded: it sorts above the edge, or in the edge's second (the server orders by
 * microseconds, the client sees seconds, so a tie there may lie on either side: shown rather than held back).
 */
function reached(c: Conversation, edge: ListEdge): boolean {
  return c.is_top > edge.is_top || (c.is_top === edge.is_top && c.update_time >= edge.update_time);
}

/**
 * The message centre's rows: pinned first, then by last activity, without those hidden here. While further pages are
 * to come, a row held that sorts below the last loaded one (unpinned since, or known from elsewhere) waits for its
 * page, so what shows is always the top of the whole list, each conversation once, whatever moved while paging.
 */
export function listedConversations(s: Pick<ChatState, 'conversations' | 'hidden' | 'listCursor' | 'listEdge'>): Conversation[] {
  const sorted = sortConversations(s);
  const edge = s.listEdge;
  return s.listCursor && edge ? sorted.filter((c) => reached(c, edge)) : sorted;
}
