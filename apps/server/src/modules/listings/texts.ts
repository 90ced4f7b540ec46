import { LANGS, type Lang, type ListingSaveBody, type ListingTexts } from '@haiwai/contracts';
import { fieldError } from '../../core/errors.js';

/**
 * A listing in more than one language (docs/translation.md, "Listings in more than one language"). The original is the
 * row's `title`, `description` and `lang_type`, as before (old clients send only those); `texts` holds the publisher's
 * versions in the other languages. The engine, not a kind, knows them: search covers every version (searchVector), a
 * card or detail shows the reader's language when the publisher wrote it (`shownText`).
 */
export type Version = { title: string; description: string };

/** The stored versions (jsonb arrives parsed from both drivers; a string from a raw insert). */
export function storedTexts(v: unknown): ListingTexts {
  const o = (typeof v === 'string' ? JSON.parse(v) : v) as ListingTexts | null | undefined;
  return o && typeof o === 'object' ? o : {};
}

/** What the row holds now (none for a new listing). */
export interface CurrentTexts {
  lang_type: string;
  title: string;
  description: string;
  texts: unknown;
}

/**
 * The versions to store after a save: the body's `texts` replace the stored ones when sent. A version in the original's
 * own language must repeat the original (it is the original: `title` and `description`); it is not stored twice. A
 * save that changes `lang_type` alone drops a stored version in the new original's language.
 */
export function nextTexts(body: Partial<ListingSaveBody>, current: CurrentTexts | null, requestLang: Lang): { lang: Lang; texts: ListingTexts } {
  const lang = (body.lang_type ?? current?.lang_type ?? requestLang) as Lang;
  const title = (body.title ?? current?.title ?? '').trim();
  const description = (body.description ?? current?.description ?? '').trim();
  const base = body.texts ?? (current ? storedTexts(current.texts) : {});
  const out: ListingTexts = {};
  for (const l of LANGS) {
    const v = base[l];
    if (!v) continue;
    if (l === lang) {
      if (body.texts?.[l] && (v.title.trim() !== title || (v.description ?? '').trim() !== description)) throw fieldError(`body.texts.${l}`, 'listing.texts_original');
      continue;
    }
    out[l] = { title: v.title, description: v.description ?? '' };
  }
  return { lang, texts: out };
}

/** Whether two sets of versions differ (an edit of one sends the listing back to review, like the original's). */
export const textsDiffer = (a: ListingTexts, b: ListingTexts) => LANGS.some((l) => JSON.stringify(a[l] ?? null) !== JSON.stringify(b[l] ?? null));

/** The fields the sensitive-word check reads, named as the body names them: what this save sends. */
export function wordFields(body: Partial<ListingSaveBody>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { 'body.title': body.title, 'body.description': body.description };
  for (const l of LANGS) {
    const v = body.texts?.[l];
    if (!v) continue;
    out[`body.texts.${l}.title`] = v.title;
    out[`body.texts.${l}.description`] = v.description;
  }
  return out;
}

/** The words of every other version, for the search lexemes. */
export const versionWords = (texts: ListingTexts): string[] => LANGS.flatMap((l) => (texts[l] ? [texts[l]!.title, texts[l]!.description] : []));

/** Every version, the original among them (the detail's `texts`, the edit form's tabs); none when there is only the original. */
export function allVersions(original: { lang: Lang; title: string; description: string }, texts: ListingTexts): ListingTexts | undefined {
  if (!LANGS.some((l) => l !== original.lang && texts[l])) return undefined;
  const out: ListingTexts = {};
  for (const l of LANGS) {
    if (l === original.lang) out[l] = { title: original.title, description: original.description };
    else if (texts[l]) out[l] = texts[l];
  }
  return out;
}
