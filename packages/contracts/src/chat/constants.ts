/**
 * Chat (docs/chat.md), the zod-free part: conversation and message types and the limits the server enforces
 * and the web client applies. The schemas and the HTTP calls built on them are in `schemas.ts`.
 */

export const CONVERSATION_TYPE = { SINGLE: 1, GROUP: 2, TEMP: 3 } as const;
export type ConversationType = (typeof CONVERSATION_TYPE)[keyof typeof CONVERSATION_TYPE];

/** Message types a client may send. `card` is a listing card (sent by the server on "contact"). */
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'voice', 'video', 'file', 'card'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** The limits the web client checks before sending too: part of CHAT and of CHAT_CLIENT, declared once. */
const CLIENT_CHECKED = {
  /** Longest text message, in characters. */
  maxTextLength: 5000,
  /** A sender may recall a message this long after sending it (seconds); a group owner at any time. */
  recallWindowSeconds: 120,
  maxGroupNameLength: 64,
  /** Largest voice message and file attachment, in bytes. */
  maxVoiceBytes: 5 * 1024 * 1024,
  maxFileBytes: 50 * 1024 * 1024,
} as const;

export const CHAT = {
  ...CLIENT_CHECKED,
  /** History page size default and maximum. */
  historyDefaultLimit: 20,
  historyMaxLimit: 100,
  /** Catch-up page maximum. */
  syncMaxLimit: 200,
  /** Messages per user per window (HTTP and socket together). */
  sendRateLimit: 30,
  sendRateWindowSeconds: 10,
  /** Largest socket frame, in bytes; a bigger one closes that socket with 1009. */
  maxFrameBytes: 64 * 1024,
  /**
   * Frames one socket may have waiting (the one being handled included); each frame beyond is answered at
   * once with 429 and `data.retry_after` (a ping with its pong) instead of being queued.
   */
  maxQueuedFrames: 200,
  queueRetryAfterSeconds: 1,
  /** Client heartbeat interval (spec section 9); the server closes sockets silent for 90 s. */
  heartbeatSeconds: 30,
  idleTimeoutSeconds: 90,
  /** Most members in a group or temporary conversation, owner included. */
  maxGroupMembers: 500,
  /** Largest image and video attachment, in bytes (every attachment is checked against the uploaded media). */
  maxImageBytes: 10 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
  /** Client temporary id: 1-64 characters of letters, digits, `_`, `-`, `.`, `:`. */
  tempIdPattern: /^[A-Za-z0-9_.:-]{1,64}$/,
  /** A forward's temp id: shorter, so each target's `<temp_id>:<conversation>:<n>` stays within tempIdPattern. */
  forwardTempIdPattern: /^[A-Za-z0-9_.-]{1,40}$/,
  /** Messages per forward, and conversations a forward goes to. */
  maxForwardMessages: 30,
  maxForwardTargets: 9,
  /** Messages per "delete for me". */
  maxDeleteMessages: 100,
  /** Members one message may mention. */
  maxMentions: 50,
  /** A quote's excerpt of a text, in characters. */
  quoteExcerptLength: 60,
} as const;

/**
 * Chat client (spec sections 4 and 9): reconnect delay 1.5^attempt × 1 s (capped at TIMING.reconnectCapMs), and
 * the limits of CHAT the client checks before sending.
 */
export const CHAT_CLIENT = {
  reconnectBaseMs: 1_000,
  reconnectFactor: 1.5,
  ...CLIENT_CHECKED,
  /** Voice messages: recordings shorter than this are dropped, longer ones stop here. */
  voiceMinMs: 1_000,
  voiceMaxMs: 60_000,
} as const;
