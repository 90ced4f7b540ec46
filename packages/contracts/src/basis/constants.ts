/**
 * Limits of the console's content and area-settings calls (docs/content-admin.md): zod-free, so the console's
 * forms show the same limits the server checks.
 */
export const CONTENT_ADMIN = {
  pageMax: 100,
  titleMax: 60,
  /** A slide's short text under its title. */
  slideTextMax: 200,
  linkMax: 500,
  positionPattern: '^[a-z][a-z0-9_-]{0,31}$',
  labelMax: 16,
  sortMax: 100_000,
  pageTitleMax: 80,
  /** A single page's rich text per language, before sanitising. */
  pageContentMax: 100_000,
  pageKeyPattern: '^[a-z][a-z0-9_-]{0,63}$',
  /** A UI word key: dotted segments as the web's dictionaries nest them (`home.title`, `chat.sendFailed`). */
  wordKeyPattern: '^[A-Za-z][A-Za-z0-9_]{0,39}(\\.[A-Za-z0-9_]{1,40}){1,4}$',
  wordKeyMax: 80,
  wordValueMax: 500,
  groupNameMax: 40,
  groupTextMax: 200,
  contactMax: 80,
  watermarkTextMax: 40,
} as const;

/** The languages every localized field of the console carries (zh first, the source). */
export const CONTENT_LANGS = ['zh', 'en', 'vi'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** Where a watermark sits on a photo (the media pipeline's positions). */
export const WATERMARK_POSITIONS = ['center', 'southeast', 'southwest', 'northeast', 'northwest'] as const;
