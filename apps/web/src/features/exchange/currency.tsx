import type { Lang } from '../../lib/contracts';

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', vi: 'vi-VN' };

/**
 * A currency's country: the first two letters of its code, which ISO 4217 takes from the country (VND → VN, EUR → EU).
 * Shown as a badge like the area picker's, not as a flag emoji: many Android and desktop fonts have none.
 */
export function currencyCountry(code: string): string {
  return code.slice(0, 2);
}

const names = new Map<Lang, Intl.DisplayNames | null>();
/** The currency's name in the language ("越南盾", "Vietnamese Dong"), from the browser's own data; the code when it has none. */
export function currencyName(code: string, lang: Lang): string {
  if (!names.has(lang)) {
    try {
      names.set(lang, new Intl.DisplayNames([LOCALES[lang]], { type: 'currency' }));
    } catch {
      names.set(lang, null);
    }
  }
  return names.get(lang)?.of(code) ?? code;
}

/** A rate for reading (not money): six significant digits, grouped in the language's style (3,700.84; 0.000270209). */
export function formatRate(rate: string, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumSignificantDigits: 6 }).format(Number(rate));
}


export function CurrencyLabel({ code, lang }: { code: string; lang: Lang }) {
  return (
    <span className="fx-cur">
      <span className="fx-cur__flag" aria-hidden>
        {currencyCountry(code)}
      </span>
      <span className="fx-cur__code">{code}</span>
      <span className="fx-cur__name">{currencyName(code, lang)}</span>
    </span>
  );
}
