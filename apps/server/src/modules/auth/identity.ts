import { fieldError } from '../../core/errors.js';
import { normaliseE164, normalisePhone, type NormalisedPhone } from '../../core/phone.js';

/**
 * Phone numbers and login names as the auth routes receive them, in their one spelling. Every route taking
 * `area_code` + `mobile` passes them through `phoneInput` before anything else (SMS windows, rate limits,
 * uniqueness and lookups all see the E.164 split that core/phone.ts gives), and password login names its
 * account through `loginIdentity`.
 */

/** `area_code` + `mobile` of a request body, normalised; a 400 on `body.mobile` when they are no phone number. */
export function phoneInput(areaCode: string, mobile: string): NormalisedPhone {
  const phone = normalisePhone(areaCode, mobile);
  if (!phone) throw fieldError('body.mobile', 'sms.bad_number');
  return phone;
}

/**
 * Who a password login names. Usernames start with a letter; digits are a mobile number, with its area code
 * when the form sent one, else any country's (the password form has no area picker: the password decides);
 * `+…` is a whole international number. `key` is the same for every spelling of one name (with or without
 * the area code, trunk prefix or not), so failures count against the name however it was typed, whether an
 * account has it or not.
 */
export type LoginIdentity =
  | { kind: 'username'; name: string; key: string }
  | { kind: 'phone'; areaCode: string | null; mobiles: string[]; key: string };

export function loginIdentity(account: string, areaCode?: string): LoginIdentity {
  const whole = account.startsWith('+') ? normaliseE164(account) : null;
  if (whole) return phoneIdentity(whole.areaCode, [whole.mobile]);
  if (!/^\d+$/.test(account)) return { kind: 'username', name: account.toLowerCase(), key: `u:${account.toLowerCase()}` };
  const phone = areaCode ? normalisePhone(areaCode, account) : null;
  if (phone) return phoneIdentity(phone.areaCode, [phone.mobile]);
  // No area code: stored numbers have no trunk prefix, but the person may type one (0912… in Vietnam).
  const bare = account.replace(/^0+/, '');
  return phoneIdentity(null, [...new Set([account, bare].filter(Boolean))]);
}

function phoneIdentity(areaCode: string | null, mobiles: string[]): LoginIdentity {
  // Italy keeps a leading zero in its national numbers; the key drops it like any trunk prefix, so the
  // spellings with and without the area code still meet.
  const key = `m:${mobiles[0]!.replace(/^0+/, '')}`;
  return { kind: 'phone', areaCode, mobiles, key };
}
