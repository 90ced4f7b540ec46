/**
 * Electronic business cards (spec "card: home, download, edit, detail", docs/cards.md), the zod-free part: limits,
 * themes, screens and the short link, shared by the server, the schemas in `schemas.ts` and the web app.
 */

export const CARD = {
  nameMax: 40,
  titleMax: 60,
  companyMax: 80,
  wechatMax: 40,
  emailMax: 120,
  addressMax: 200,
  introMax: 500,
  /** Cards one member may keep (a card per company, language or role). */
  perUser: 5,
  pageMax: 50,
  /** The PNG's size in pixels: 90 × 54 mm (a Chinese business card) at 12 px per mm. */
  pngWidth: 1080,
  pngHeight: 648,
} as const;

/** The looks a card may take (labels in the web's `cards` words); the first is the default. */
export const CARD_THEMES = ['classic', 'ink', 'jade', 'crimson'] as const;
export type CardTheme = (typeof CARD_THEMES)[number];

/** A card's public code: eight letters and digits that cannot be mistaken for each other (no 0/o, 1/l/i). */
export const CARD_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const CARD_CODE_PATTERN = /^[2-9a-hjkmnp-z]{8}$/;

/** The short link of a card: `/c/<code>` answers a redirect to its detail page (docs/cards.md). */
export const CARD_SHORT_PREFIX = '/c/';

export const CARD_PAGES = {
  home: '/pagesA/card/home',
  edit: '/pagesA/card/edit',
  detail: '/pagesA/card/detail',
  download: '/pagesA/card/download',
} as const;
