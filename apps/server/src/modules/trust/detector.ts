import type { ScamMatch, ScamPatternKind, ScamPatternTopic } from '@haiwai/contracts/trust';

/** A stored pattern ready to run. */
export interface CompiledPattern {
  id: number;
  topic: ScamPatternTopic;
  /** The matched text, or null. */
  find(text: string): string | null;
}

/**
 * Phone numbers: 9–13 digits (spaces, dots and dashes between them allowed) starting with `+`, with `0` (a local
 * number: 09…, 08…) or as a mainland mobile (1[3-9] and 11 digits). Prices (12.000.000 ₫, 15000000) start with
 * neither and are not phones.
 */
const PHONE_RUN = /(?<![\p{L}\p{N}])\+?\d(?:[ .-]?\d){7,14}(?![\p{L}\p{N}])/gu;
function findPhone(text: string): string | null {
  for (const m of text.matchAll(PHONE_RUN)) {
    const raw = m[0];
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 13) continue;
    if (raw.startsWith('+') || digits.startsWith('0') || (/^1[3-9]/.test(digits) && digits.length === 11)) return raw;
  }
  return null;
}

/** Links: a scheme, `www.`, or a bare domain of the usual endings (t.me/…, bit.ly/…, example.com). */
const LINK = /\bhttps?:\/\/\S+|\bwww\.[^\s.]+\.\S+|\b[a-z0-9-]+\.(?:com|net|org|cn|vn|me|io|ly|cc|top|xyz|link|info|shop)\b(?:\/\S*)?/iu;

/** What the fixed detectors find: a phone number or a link. */
export function fixedMatches(text: string): ScamMatch[] {
  const out: ScamMatch[] = [];
  const phone = findPhone(text);
  if (phone) out.push({ topic: 'contact', source: 'phone', pattern_id: null, text: phone });
  const link = LINK.exec(text)?.[0];
  if (link) out.push({ topic: 'contact', source: 'link', pattern_id: null, text: link });
  return out;
}

/** Texts are compared in one form: NFKC (full-width letters and digits become plain ones) and lower case. */
export const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LATIN_START = /^[\p{Script=Latin}\p{N}]/u;
const LATIN_END = /[\p{Script=Latin}\p{N}]$/u;

/**
 * A phrase matches as written, in any case; a Latin or digit edge must stand alone ("wire" is not in "wireless",
 * "zalo" is in "Zalo:"), CJK has no spaces so its phrases match anywhere.
 */
function wordMatcher(phrase: string): RegExp {
  const p = normalise(phrase);
  const before = LATIN_START.test(p) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = LATIN_END.test(p) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escape(p).replace(/\s+/g, '\\s+')}${after}`, 'u');
}

/** A stored pattern compiled (a saved expression already passed `checkRegex`). */
export function compilePattern(p: { id: number; kind: ScamPatternKind; topic: ScamPatternTopic; pattern: string }): CompiledPattern {
  const re = p.kind === 'word' ? wordMatcher(p.pattern) : new RegExp(p.pattern, 'iu');
  return { id: p.id, topic: p.topic, find: (text) => re.exec(text)?.[0] ?? null };
}

/** Every match in `text`: the fixed detectors, then the area's patterns in order. `first` stops at the first. */
export function detect(text: string, patterns: readonly CompiledPattern[], first = false): ScamMatch[] {
  const norm = normalise(text);
  const out = fixedMatches(norm);
  if (first && out.length) return out.slice(0, 1);
  for (const p of patterns) {
    const hit = p.find(norm);
    if (hit === null) continue;
    out.push({ topic: p.topic, source: 'pattern', pattern_id: p.id, text: hit });
    if (first) break;
  }
  return out;
}
