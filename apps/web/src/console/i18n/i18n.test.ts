import { describe, expect, it } from 'vitest';
import { allConsoleWords } from './registry';

/** Every console folder's words (console/<folder>/i18n.ts): the same keys and placeholders in zh, en and vi, none empty. */
function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('console words', () => {
  it('are found for the shell and the queues', () => {
    expect(allConsoleWords.map((w) => w.folder)).toEqual(expect.arrayContaining(['app', 'queues']));
  });
  for (const { folder, words } of allConsoleWords) {
    it(`${folder}: zh, en and vi have the same keys and placeholders, none empty`, () => {
      const zh = new Map(leaves(words.zh));
      for (const lang of ['en', 'vi'] as const) {
        const other = new Map(leaves(words[lang]));
        expect([...other.keys()].sort(), `${folder} ${lang}`).toEqual([...zh.keys()].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${folder}.${key} (${lang})`).not.toBe('');
          expect(placeholders(text), `${folder}.${key} (${lang})`).toEqual(placeholders(zh.get(key)!));
        }
      }
    });
  }
});
