import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { asciiDigits, documentWords, queryWords, withoutSegmented } from './segment.js';

/**
 * Text → search lexemes, the same way for listings and for queries, so PostgreSQL full-text search works
 * for Chinese, Vietnamese (diacritics folded: "căn hộ" matches "can ho" and back) and English (lower case).
 * Lexemes go into PostgreSQL as they are (`array_to_tsvector`, `::tsquery`), never through the database's
 * parser, so results do not depend on the server's locale.
 *
 * Chinese: a listing's text gives every character bigram and every single character of each CJK run, plus
 * jieba's search-mode words. A query is cut by jieba into words; each word becomes the bigrams it is made
 * of (a two-character word is its own bigram), and a one-character word the bigram it forms with its
 * neighbour in the query; a query of one character is that character. So every query lexeme is a substring
 * of the query, and a listing containing the query text contains every lexeme: 公寓 finds 两房一厅公寓出租,
 * 两房 (jieba: 两 + 房) finds it through the bigram 两房, and 公寓出租 also finds 出租公寓 (two words, any order).
 *
 * Thai and Khmer (no spaces between words): cut into dictionary words by `segment.ts` (ICU), a listing's text
 * also giving each pair of neighbouring words joined; a query's words must all match, so คอนโด (คอน + โด) and
 * รถไฟฟ้า find ให้เช่าคอนโดใกล้สถานีรถไฟฟ้า. Their digits count as ASCII digits.
 */
const jieba = Jieba.withDict(dict);
const CJK = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const MAX_LEXEMES = 1000;

export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

function latinWords(text: string): string[] {
  return fold(text).split(/[^a-z0-9]+/).filter((w) => w.length > 0 && w.length <= 40);
}

const bigrams = (run: string) => Array.from({ length: Math.max(0, run.length - 1) }, (_, i) => run.slice(i, i + 2));

/** Lexemes of a listing's text: CJK bigrams, single characters and jieba words; Thai and Khmer words; folded Latin words. */
export function documentLexemes(...parts: Array<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const raw of parts) {
    if (!raw) continue;
    const part = asciiDigits(raw);
    for (const run of part.match(CJK) ?? []) {
      for (const b of bigrams(run)) out.add(b);
      for (const ch of run) out.add(ch);
      for (const w of jieba.cutForSearch(run, true)) if (w.trim()) out.add(w);
    }
    for (const w of documentWords(part)) out.add(w);
    for (const w of latinWords(withoutSegmented(part.replace(CJK, ' ')))) out.add(w);
    if (out.size >= MAX_LEXEMES) break;
  }
  return [...out].slice(0, MAX_LEXEMES);
}

/** Lexemes of one CJK run of a query (see above): all must match. */
function queryRun(run: string): string[] {
  if (run.length === 1) return [run];
  const out: string[] = [];
  let at = 0;
  for (const w of jieba.cut(run, false)) {
    if (w.length >= 2) out.push(...bigrams(w));
    else out.push(at > 0 ? run.slice(at - 1, at + 1) : run.slice(0, 2));
    at += w.length;
  }
  return out;
}

/** Words of a query, all of which must match (at most 10). */
export function queryLexemes(raw: string): string[] {
  const out = new Set<string>();
  const query = asciiDigits(raw);
  for (const run of query.match(CJK) ?? []) for (const l of queryRun(run)) out.add(l);
  for (const w of queryWords(query)) out.add(w);
  for (const w of latinWords(withoutSegmented(query.replace(CJK, ' ')))) out.add(w);
  return [...out].slice(0, 10);
}

/** A tsquery literal: every lexeme quoted, joined by AND. Lexemes hold no quotes or backslashes. */
export function toTsQuery(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/['\\]/g, '')}'`).join(' & ');
}
