import { SCAM_PATTERN } from '@haiwai/contracts/trust/constants';

/** Why an admin's regular expression is refused (the message key's reason), or null when it may be stored. */
export type RegexRefusal = { reason: 'invalid'; error: string } | { reason: 'unsafe'; what: 'backreference' | 'nested' | 'unbounded' | 'empty' };

/** More unbounded repeats than this (`*`, `+`, `{n,}`) and a long message could take polynomial time. */
const MAX_UNBOUNDED = 2;

/**
 * Checks an expression before it is stored (docs/trust.md): it must compile (flags `iu`), hold no back-reference,
 * no repeated group that itself repeats or alternates (`(a+)+`, `(a|ab)*`: the shapes that backtrack
 * exponentially), at most two unbounded repeats, and must not match the empty text (it would flag everything).
 * Length is limited by the contract (`SCAM_PATTERN.maxRegexLength`).
 */
export function checkRegex(pattern: string): RegexRefusal | null {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'iu');
  } catch (err) {
    return { reason: 'invalid', error: err instanceof Error ? err.message.replace(/^Invalid regular expression: /, '') : String(err) };
  }
  if (pattern.length > SCAM_PATTERN.maxRegexLength) return { reason: 'invalid', error: `longer than ${SCAM_PATTERN.maxRegexLength}` };
  if (/\\[1-9]|\\k</.test(pattern)) return { reason: 'unsafe', what: 'backreference' };
  const shape = scan(pattern);
  if (shape.nested) return { reason: 'unsafe', what: 'nested' };
  if (shape.unbounded > MAX_UNBOUNDED) return { reason: 'unsafe', what: 'unbounded' };
  if (re.test('')) return { reason: 'unsafe', what: 'empty' };
  return null;
}

/** Groups with a repeat or an alternation inside that are repeated themselves; unbounded repeats in all. */
function scan(pattern: string): { nested: boolean; unbounded: number } {
  const stack: { repeats: boolean }[] = [{ repeats: false }];
  let unbounded = 0;
  let nested = false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') stack.push({ repeats: false });
    else if (c === '|') stack[stack.length - 1]!.repeats = true;
    else if (c === ')') {
      const inner = stack.length > 1 ? stack.pop()! : { repeats: false };
      const q = quantifierAt(pattern, i + 1);
      if (q && q.repeats && inner.repeats) nested = true;
      if (inner.repeats || q?.repeats) stack[stack.length - 1]!.repeats = true;
    } else {
      // Every quantifier is met here, a group's too (the character after its `)`).
      const q = quantifierAt(pattern, i);
      if (q?.repeats) stack[stack.length - 1]!.repeats = true;
      if (q?.unbounded) unbounded++;
    }
  }
  return { nested, unbounded };
}

/** The quantifier starting at `i`, if any: whether it repeats (more than once) and whether it has no upper bound. */
function quantifierAt(pattern: string, i: number): { repeats: boolean; unbounded: boolean } | null {
  const c = pattern[i];
  if (c === '*' || c === '+') return { repeats: true, unbounded: true };
  if (c === '?') return { repeats: false, unbounded: false };
  if (c !== '{') return null;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!m) return null;
  const max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
  return { repeats: max > 1, unbounded: max === Infinity };
}
