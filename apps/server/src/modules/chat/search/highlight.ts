import { fold, queryLexemes } from '../../../core/search-text.js';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WORD = /[a-z0-9]/;

/** The text folded as the search folds it (lower case, no diacritics), with each folded character's place in the original. */
function folded(text: string): { text: string; at: number[] } {
  let out = '';
  const at: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = fold(ch);
    for (let k = 0; k < f.length; k++) at.push(i);
    out += f;
    i += ch.length;
  }
  at.push(i);
  return { text: out, at };
}

/**
 * Where the query's words stand in a found text, as [start, end) ranges of the original text, merged and in
 * order: each query lexeme (core/search-text.ts: CJK bigrams and words, folded Latin words) wherever it occurs; a
 * Latin word only as a whole word, so "ho" marks "Hồ" but not the "ho" of "hotel".
 */
export function highlights(text: string, query: string): Array<[number, number]> {
  const f = folded(text);
  const ranges: Array<[number, number]> = [];
  for (const lexeme of queryLexemes(query)) {
    const whole = !CJK.test(lexeme);
    for (let from = f.text.indexOf(lexeme); from >= 0; from = f.text.indexOf(lexeme, from + 1)) {
      const to = from + lexeme.length;
      if (whole && (WORD.test(f.text[from - 1] ?? '') || WORD.test(f.text[to] ?? ''))) continue;
      ranges.push([f.at[from]!, endOf(f.at, to)]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The original offset where the folded character before `to` ends (a character folded to several ends with its last). */
function endOf(at: number[], to: number): number {
  const start = at[to - 1]!;
  let end = to;
  while (end < at.length - 1 && at[end] === start) end++;
  return at[end]!;
}
