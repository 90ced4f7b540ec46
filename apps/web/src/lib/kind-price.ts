import type { FieldDef, Label, ListingKindDef } from '@haiwai/contracts/listings';
import type { Lang } from './contracts';

/**
 * What a listing kind's declaration says about its price, read by the listing engine and by the features that
 * decorate a price (exchange's "≈ ¥…"): kept below both so neither has to import the other.
 */

/** A declaration label in the current language (zh when a language is missing). */
export const pick = (label: Label | undefined, lang: Lang): string => (label ? label[lang] || label.zh : '');

/** Shown with the price, so not again on its own (a card chip, a detail row). */
export const partOfPrice = (f: FieldDef): boolean => (f.type === 'int' || f.type === 'number') && f.money === 'upTo';

/** The field holding the top of the price's range (a salary's "to"), if the kind has one. */
export function priceTopField(def: ListingKindDef): string | undefined {
  return Object.entries(def.fields).find(([, f]) => partOfPrice(f))?.[0];
}

/** The label of a listing's price unit ("月"), none for a total price or a kind without units. */
export function unitLabel(def: ListingKindDef, priceUnit: string | null | undefined, lang: Lang): string | undefined {
  const unit = priceUnit && priceUnit !== 'total' ? def.price?.units?.[priceUnit] : undefined;
  return unit ? pick(unit, lang) : undefined;
}
