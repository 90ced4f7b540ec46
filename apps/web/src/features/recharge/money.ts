import { minorDigits } from '@haiwai/contracts/payments/constants';
import { RECHARGE_COUNTRIES } from '@haiwai/contracts/recharge/constants';
import type { Lang } from '../../lib/contracts';
import { formatMinorAmount } from '../../lib/money';

/**
 * A face value in its operator's currency, written like every other amount of the app (`50,000 ₫`). The airtime
 * side counts IDR without decimals where ISO 4217 (and so the app's formatter) gives it two: scaled first.
 */
export function faceValueText(amount: number, currency: string, lang: Lang): string {
  const digits = RECHARGE_COUNTRIES.find((c) => c.currency === currency)?.decimals ?? minorDigits(currency);
  return formatMinorAmount(amount * 10 ** Math.max(0, minorDigits(currency) - digits), currency, lang);
}

/** +84961234567 → +84 961 234 567: the calling code apart, the rest in threes. */
export function phoneText(e164: string): string {
  const cc = RECHARGE_COUNTRIES.map((c) => c.callingCode).find((c) => e164.startsWith(`+${c}`)) ?? '';
  const rest = e164.slice(cc.length + 1).replace(/(\d{3})(?=\d{3,})/g, '$1 ');
  return cc ? `+${cc} ${rest}` : e164;
}
