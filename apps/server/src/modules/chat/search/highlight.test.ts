import { describe, expect, it } from 'vitest';
import { highlights } from './highlight.js';

const marked = (text: string, q: string) => highlights(text, q).map(([a, b]) => text.slice(a, b));

describe('chat search highlights', () => {
  it('marks a Chinese word found through its bigrams', () => {
    expect(marked('房东你好，押金什么时候退？', '押金')).toEqual(['押金']);
    expect(marked('押金和租金都交了', '租金 押金')).toEqual(['押金', '租金']);
  });
  it('marks Vietnamese and English words folded, only whole words', () => {
    expect(marked('Căn hộ gần Hồ Tây, hotel nearby', 'ho')).toEqual(['hộ', 'Hồ']);
    expect(marked('The DEPOSIT is due', 'deposit')).toEqual(['DEPOSIT']);
  });
  it('merges overlapping marks and finds nothing in unrelated text', () => {
    expect(marked('第一郡的公寓', '第一郡')).toEqual(['第一郡']);
    expect(highlights('hello', '押金')).toEqual([]);
  });
});
