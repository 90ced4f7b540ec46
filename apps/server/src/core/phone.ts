import { PHONE_PATTERNS } from '@haiwai/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface NormalisedPhone {
  /** The calling code and national number as accounts store them (trimmed, otherwise as sent). */
  areaCode: string;
  mobile: string;
  /** `+<country code><national number>`, a national trunk prefix dropped (+84 0912… → +84912…). */
  e164: string;
  /** Whether the number is a real one for its country by libphonenumber-js's full metadata. */
  valid: boolean;
}

/**
 * The one phone normaliser: an area code and a national number, as the API accepts them (PHONE_PATTERNS),
 * to E.164 with a validity flag; null when they do not even have that shape.
 *
 * Accounts keep storing `area_code` and `mobile` as sent: password login finds a number by its national
 * digits without an area code, and existing rows hold what users typed. So `valid` informs (a gateway, a
 * log) and refuses nothing the API accepted before.
 */
export function normalisePhone(areaCode: string, mobile: string): NormalisedPhone | null {
  const cc = areaCode.trim().replace(/^\+/, '');
  const national = mobile.trim();
  if (!PHONE_PATTERNS.areaCode.test(cc) || !PHONE_PATTERNS.mobile.test(national)) return null;
  const parsed = parse(cc, national);
  if (!parsed) return { areaCode: cc, mobile: national, e164: `+${cc}${national}`, valid: false };
  return { areaCode: cc, mobile: national, e164: parsed.number, valid: parsed.isValid() };
}

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
