import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

/**
 * Text → search lexemes, the same way for listings and for queries, so PostgreSQL full-text search works
 * for Chinese (jieba word segmentation plus character bigrams, so 两房 finds 两房一厅), Vietnamese
 * (diacritics folded: "căn hộ" matches "can ho") and English (lower case). Lexemes go into PostgreSQL as
 * they are (`array_to_tsvector`, `::tsquery`), never through the database's parser, so results do not depend
 * on the server's locale.
 */
const jieba = Jieba.withDict(dict);
const CJK = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const MAX_LEXEMES = 400;

export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

function latinWords(text: string): string[] {
  return fold(text).split(/[^a-z0-9]+/).filter((w) => w.length > 0 && w.length <= 40);
}

/** Lexemes of a listing's text: jieba search-mode words, CJK bigrams, folded Latin words. */
export function documentLexemes(...parts: Array<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    for (const run of part.match(CJK) ?? []) {
      for (const w of jieba.cutForSearch(run, true)) if (w.trim()) out.add(w);
      for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
      if (run.length === 1) out.add(run);
    }
    for (const w of latinWords(part.replace(CJK, ' '))) out.add(w);
    if (out.size >= MAX_LEXEMES) break;
  }
  return [...out].slice(0, MAX_LEXEMES);
}

/** Words of a query, all of which must match. Single CJK characters only count when alone. */
export function queryLexemes(query: string): string[] {
  const out = new Set<string>();
  for (const run of query.match(CJK) ?? []) {
    const words = jieba.cut(run, false).filter((w) => w.trim());
    for (const w of words) if (w.length > 1 || words.length === 1) out.add(w);
  }
  for (const w of latinWords(query.replace(CJK, ' '))) out.add(w);
  return [...out].slice(0, 10);
}

/** A tsquery literal: every lexeme quoted, joined by AND. Lexemes hold no quotes or backslashes. */
export function toTsQuery(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/['\\]/g, '')}'`).join(' & ');
}
