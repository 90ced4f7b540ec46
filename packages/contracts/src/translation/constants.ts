/**
 * Translation on demand (issue 31, docs/translation.md): what the web may know without zod. Things are translated
 * by reference (a listing, a post, a chat message…), never as free text: the server reads the text the reader
 * may see, so the service is not an open translation proxy. `comment` is a comment of the square; the other kinds'
 * comments are named by their kind (`article_comment`, `hotel_comment`, `guide_review`, `travel_comment`).
 */
export const TRANSLATION_SOURCES = ['listing', 'post', 'comment', 'article', 'chat_message', 'article_comment', 'hotel_comment', 'guide_review', 'travel_comment'] as const;
export type TranslationSourceType = (typeof TRANSLATION_SOURCES)[number];

export const TRANSLATION = {
  /** The most characters of one thing sent to the engine at once (a longer text is refused, not cut). */
  maxChars: 12_000,
  /** Days a day's usage rows are kept for the super admin's cost view. */
  usageDays: 90,
} as const;
