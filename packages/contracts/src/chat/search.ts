import { z } from 'zod';
import { epochSecondsSchema, idSchema } from '../entities.js';
import { route } from '../route.js';
import { chatMessage } from './schemas.js';

/**
 * Chat search (docs/chat-search.md): words (the listings' Chinese-aware segmentation), sender and date, in one
 * conversation or across all of mine; only what the caller could see. And the messages around one of them, so a
 * result opens the conversation at that message.
 */

export const CHAT_SEARCH = {
  /** Query text, characters. */
  maxQuery: 100,
  defaultLimit: 20,
  maxLimit: 50,
  /** Messages on each side of the one a result jumps to. */
  defaultAround: 15,
  maxAround: 50,
} as const;

/** A result's conversation, as the caller sees it (single chats: the other member's name and avatar). */
export const chatSearchConversation = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});

export const chatSearchHit = z.object({
  conversation: chatSearchConversation,
  /** The message as the caller sees it: sender, time (`timestamp`), content. */
  message: chatMessage,
  /** The text that was searched: a text message's text, a file's name. */
  text: z.string(),
  /**
   * Matched words in `text`: [start, end) offsets in UTF-16 code units, in order, not overlapping. A pair as an array
   * of two (a zod tuple becomes `anyOf` of two equal schemas in the OpenAPI document, which Redocly flags).
   */
  highlights: z.array(z.array(z.number().int()).length(2)),
});
export type ChatSearchHit = z.infer<typeof chatSearchHit>;

const searchQuery = z
  .object({
    q: z.string().trim().min(1).max(CHAT_SEARCH.maxQuery),
    /** One conversation; without it, every conversation I am in. */
    conversation_id: idSchema.optional(),
    sender_id: idSchema.optional(),
    /** Sent at or after (unix seconds). */
    since: epochSecondsSchema.optional(),
    /** Sent before (unix seconds). */
    until: epochSecondsSchema.optional(),
    cursor: z.string().max(400).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_SEARCH.maxLimit).default(CHAT_SEARCH.defaultLimit),
  })
  .refine((v) => v.since === undefined || v.until === undefined || v.since < v.until, { message: 'chat_search_dates', path: ['until'] });

export const chatSearchPage = z.object({
  list: z.array(chatSearchHit),
  has_more: z.boolean(),
  next_cursor: z.string().nullable(),
  /** false while messages of the searched conversations still wait to be indexed (more than one call indexes). */
  complete: z.boolean(),
});

export const chatMessageContext = z.object({
  conversation_id: z.number().int(),
  /** The messages around `around_id` (it included), oldest first; older pages: history `before_id`, newer: sync `after_id`. */
  messages: z.array(chatMessage),
  has_more_before: z.boolean(),
  has_more_after: z.boolean(),
});

export const chatSearchApi = {
  chatSearch: route({
    method: 'GET',
    path: '/message/search',
    access: 'user',
    tag: 'chat-search',
    summary: 'Search my messages by words, sender and date, in one conversation or all of mine; newest first (keyset)',
    query: searchQuery,
    data: chatSearchPage,
  }),
  chatMessageContext: route({
    method: 'GET',
    path: '/message/context',
    access: 'user',
    errors: [404],
    tag: 'chat-search',
    summary: 'The messages around one message of a conversation (a search result opened in its conversation)',
    query: z.object({
      conversation_id: idSchema,
      around_id: idSchema,
      limit: z.coerce.number().int().min(1).max(CHAT_SEARCH.maxAround).default(CHAT_SEARCH.defaultAround),
    }),
    data: chatMessageContext,
  }),
};

export { chatSearchApi as api };
