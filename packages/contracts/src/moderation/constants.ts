/**
 * Moderation shared by user content (docs/moderation.md), the zod-free part: sensitive-word and feedback limits.
 */

export const SENSITIVE_WORD = {
  /** Longest word or phrase an admin may list. */
  maxLength: 50,
  /** Words one save call may add. */
  maxPerSave: 200,
} as const;

/** What a person's feedback is about. */
export const FEEDBACK_TYPES = ['suggestion', 'bug', 'complaint', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['open', 'handled'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_LIMITS = { contentMin: 5, contentMax: 1000, contactMax: 100, imagesMax: 6, replyMax: 500 } as const;

export const MODERATION_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
