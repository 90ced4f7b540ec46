/**
 * Customer service and FAQ (spec "customer: index, index-old, question, question-detail"), the zod-free part:
 * limits shared by the server, the schemas in `schemas.ts` and the web app.
 */
export const FAQ = {
  titleMax: 120,
  /** The answer's HTML as an admin writes it (sanitised by the server before it is stored). */
  answerMax: 20000,
  keywordMax: 40,
  pageMax: 50,
  /** Related questions shown under an answer. */
  relatedMax: 5,
  sortMax: 9999,
} as const;

/** The languages FAQ entries are written in (one entry per language). */
export const FAQ_LANGS = ['zh', 'en', 'vi'] as const;
export type FaqLang = (typeof FAQ_LANGS)[number];
