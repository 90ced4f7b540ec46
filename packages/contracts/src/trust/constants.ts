/**
 * Trust members can see (docs/trust.md), the zod-free part: the tiers a person may hold, the scam patterns'
 * kinds and limits, and the names the chat warning and the safety page go by.
 */

/** The tiers, in the order the web shows them: verified mobile, real name, a business licence, VIP now. */
export const TRUST_TIERS = ['phone', 'real_name', 'business', 'vip'] as const;
export type TrustTier = (typeof TRUST_TIERS)[number];

/** A scam pattern is a plain phrase (matched as written, any case) or a short regular expression (checked when saved). */
export const SCAM_PATTERN_KINDS = ['word', 'regex'] as const;
export type ScamPatternKind = (typeof SCAM_PATTERN_KINDS)[number];

/** The language a pattern is written for (all are matched against every message of the area; the console groups by it). */
export const SCAM_PATTERN_LANGS = ['zh', 'en', 'vi'] as const;

/** What a scam pattern is about: off-platform contact (an app id, a phone, a link) or paying outside the platform. */
export const SCAM_PATTERN_TOPICS = ['contact', 'payment'] as const;
export type ScamPatternTopic = (typeof SCAM_PATTERN_TOPICS)[number];

export const SCAM_PATTERN = {
  /** Longest phrase. */
  maxWordLength: 40,
  /**
   * Longest regular expression. Short, with no nested quantifier and no back-reference (checked at save): a pattern
   * runs on every message a new account sends, so one that backtracks catastrophically is refused, not stored.
   */
  maxRegexLength: 80,
  /** A test text in the console. */
  maxTestLength: 2000,
} as const;

export const TRUST_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** An account younger than this (days) is "new": its messages are screened even when verified. */
export const NEW_ACCOUNT_DAYS = 7;

/** The single page (`singlePage/info/safety`) the warning and the tiers' explanation link to. */
export const SAFETY_PAGE_KEY = 'safety';

/** The chat message's `warning` for its receivers: the sender is new or unverified and the text looks like a scam. */
export const CHAT_WARNINGS = ['scam'] as const;
export type ChatWarning = (typeof CHAT_WARNINGS)[number];
