/**
 * Chat (docs/chat.md), the zod-free part: conversation and message types and the limits the server enforces
 * and the web client applies. The schemas and the HTTP calls built on them are in `schemas.ts`.
 */

export const CONVERSATION_TYPE = { SINGLE: 1, GROUP: 2, TEMP: 3 } as const;
export type ConversationType = (typeof CONVERSATION_TYPE)[keyof typeof CONVERSATION_TYPE];

/** Message types a client may send. `card` is a listing card (sent by the server on "contact"). */
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'voice', 'video', 'file', 'card'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const CHAT = {
  /** Longest text message, in characters. */
  maxTextLength: 5000,
  /** History page size default and maximum. */
  historyDefaultLimit: 20,
  historyMaxLimit: 100,
  /** Catch-up page maximum. */
  syncMaxLimit: 200,
  /** A sender may recall a message this long after sending it (seconds); a group owner at any time. */
  recallWindowSeconds: 120,
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
  maxGroupNameLength: 64,
  /** Largest attachment by message type, in bytes (checked against the uploaded media). */
  maxImageBytes: 10 * 1024 * 1024,
  maxVoiceBytes: 5 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
  maxFileBytes: 50 * 1024 * 1024,
  /** Client temporary id: 1-64 characters of letters, digits, `_`, `-`, `.`, `:`. */
  tempIdPattern: /^[A-Za-z0-9_.:-]{1,64}$/,
} as const;

/**
 * Chat client (spec sections 4 and 9): reconnect delay 1.5^attempt × 1 s (capped at TIMING.reconnectCapMs), and
 * the limits of CHAT the client checks before sending.
 */
export const CHAT_CLIENT = {
  reconnectBaseMs: 1_000,
  reconnectFactor: 1.5,
  recallWindowSeconds: CHAT.recallWindowSeconds,
  maxTextLength: CHAT.maxTextLength,
  maxVoiceBytes: CHAT.maxVoiceBytes,
  maxFileBytes: CHAT.maxFileBytes,
  maxGroupNameLength: CHAT.maxGroupNameLength,
  /** Voice messages: recordings shorter than this are dropped, longer ones stop here. */
  voiceMinMs: 1_000,
  voiceMaxMs: 60_000,
} as const;
