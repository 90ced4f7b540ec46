import { PHONE_PATTERNS } from '@haiwai/contracts';
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';

export interface NormalisedPhone {
  /** The country calling code of the E.164 number, as accounts store it (`86`, never `086`, `0086` or `+86`). */
  areaCode: string;
  /** The national significant number, as accounts store it (a trunk prefix dropped: 84 0912… → 912…). */
  mobile: string;
  /** `+<areaCode><mobile>`: the one spelling of the number. */
  e164: string;
  /** Whether the number is a real one for its country by libphonenumber-js's full metadata. */
  valid: boolean;
}

/**
 * The one phone normaliser: an area code and a national number, as the API accepts them (PHONE_PATTERNS), to
 * E.164 with a validity flag; null when they do not even have that shape. Every route taking a phone number
 * passes it through here first, so SMS windows, rate limits, uniqueness and lookups all see one spelling:
 * `86`, `086`, `0086` and `+86` are one area code; a national trunk prefix (`0912…` in Vietnam) is dropped;
 * a number typed with its country code in front (`86 8613800138000`) is the same number.
 *
 * A number the library knows as valid is stored as the library splits it (calling code, national number).
 * One it does not know (a range too new for its metadata, a test number) is still accepted, as before: its
 * area code and digits are kept, only leading zeros (the usual trunk prefix) dropped, so its spelling is
 * stable too. `valid` informs (a gateway, a log) and refuses nothing the API accepted before.
 */
export function normalisePhone(areaCode: string, mobile: string): NormalisedPhone | null {
  const typed = areaCode.trim().replace(/^\+/, '');
  const national = mobile.trim();
  if (!PHONE_PATTERNS.areaCode.test(typed) || !PHONE_PATTERNS.mobile.test(national)) return null;
  // 0086 and 086 are 86 written with an international or trunk prefix.
  const cc = typed.replace(/^0+/, '');
  if (!cc) return null;
  const parsed = parse(cc, national);
  if (parsed?.isValid()) return fromParsed(parsed);
  const digits = national.replace(/^0+/, '');
  if (!PHONE_PATTERNS.mobile.test(digits)) return null;
  return { areaCode: cc, mobile: digits, e164: `+${cc}${digits}`, valid: false };
}

/** A number written whole in E.164 (`+8613800138000`, spaces allowed), as a password form's account may be. */
export function normaliseE164(text: string): NormalisedPhone | null {
  const compact = text.trim().replace(/[\s-]/g, '');
  if (!/^\+\d{6,19}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact);
  return parsed?.isValid() ? fromParsed(parsed) : null;
}

const fromParsed = (p: PhoneNumber): NormalisedPhone => ({ areaCode: p.countryCallingCode, mobile: p.nationalNumber, e164: p.number, valid: true });

function parse(cc: string, national: string) {
  try {
    // As a national number of that calling code, so a trunk prefix is recognised and dropped.
    return parsePhoneNumberFromString(national, { defaultCallingCode: cc });
  } catch {
    // The library throws on a calling code it does not know; an area code that carries part of the national
    // number (1876 for Jamaica) is still a valid international number once joined.
    return parsePhoneNumberFromString(`+${cc}${national}`);
  }
}

/**
 * A phone number as someone typed it into a search box, in one spelling: `+84 90 123 4596`, `0084901234596`,
 * `84901234596` and (with the area's calling code `84`) `0901234596` all give `+84901234596`. Spaces, dashes, dots
 * and brackets are ignored; a leading `+` or `00` means a whole international number; otherwise the digits are read
 * as a national number of `callingCode` first (a trunk prefix dropped, a repeated country code recognised), then as a
 * whole number without its `+`. Null when it is not a phone number at all (fewer than 6 digits, letters).
 */
export function normalisePhoneQuery(text: string, callingCode: string): NormalisedPhone | null {
  const compact = text.trim().replace(/[\s\-.()]/g, '');
  if (!/^(\+|00)?\d{6,19}$/.test(compact)) return null;
  if (compact.startsWith('+') || compact.startsWith('00')) return normaliseE164(`+${compact.replace(/^(\+|00)/, '')}`);
  const national = normalisePhone(callingCode, compact);
  if (national?.valid) return national;
  return normaliseE164(`+${compact}`) ?? national;
}

/**
 * A number for a public page, enough to recognise and not enough to call: the calling code, the first two and the
 * last two digits of the national number, the rest stars (`+84901234596` → `+84 90*****96`).
 */
export function maskPhone(e164: string): string {
  const parsed = normaliseE164(e164);
  const cc = parsed?.areaCode ?? '';
  const national = parsed?.mobile ?? e164.replace(/^\+/, '');
  if (national.length <= 4) return `+${cc} ${'*'.repeat(national.length)}`.trim();
  return `+${cc} ${national.slice(0, 2)}${'*'.repeat(national.length - 4)}${national.slice(-2)}`.replace(/^\+ /, '+');
}
