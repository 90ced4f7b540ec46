import { describe, expect, it } from 'vitest';
import { protectHtml, protectText, restore, splitLines } from './protect.js';

/** A stand-in "engine": upper-cases words, keeps every mark where it stands (as DeepL and LibreTranslate do). */
const shout = (s: string) => s.replace(/(<x i="\d+"\/>)|([^<]+)/g, (_m, mark: string | undefined, text: string | undefined) => mark ?? (text ?? '').toUpperCase());

describe('protect: what the engine must not touch', () => {
  it('keeps phone numbers, prices, links, e-mail addresses and emoji exactly', () => {
    const line = 'Call 0901 234 567 or +84 90-123-4567, rent ¥5,000/月 ✅, see https://example.com/p?id=5 or mail a.b@x.vn 👍🏽';
    const p = protectText(line);
    expect(p.pieces).toEqual(['0901 234 567', '+84 90-123-4567', '¥5,000', '✅', 'https://example.com/p?id=5', 'a.b@x.vn', '👍🏽']);
    const back = restore(shout(p.text), p.pieces, 'xml');
    for (const piece of p.pieces) expect(back).toContain(piece);
    expect(back.startsWith('CALL 0901 234 567 OR +84 90-123-4567, RENT ¥5,000/月 ✅, SEE https://example.com/p?id=5')).toBe(true);
  });

  it('takes a unit with its number only when it is a word of its own ("5k", "5 triệu", not the k of "2 kids")', () => {
    expect(protectText('2 kids, 5k, 5 triệu, 3 tr').pieces).toEqual(['2', '5k', '5 triệu', '3 tr']);
    expect(protectText('月租5万元，押一付三').pieces).toEqual(['5万元']);
  });

  it('escapes markup in the text and gives it back as typed', () => {
    const p = protectText('a < b & c > d');
    expect(p.text).toBe('a &lt; b &amp; c &gt; d');
    expect(restore(p.text, p.pieces, 'xml')).toBe('a < b & c > d');
  });

  it('puts a mark the engine lost back at the end, and drops one it invented', () => {
    const p = protectText('gọi 0901234567 nhé');
    expect(restore('call please <x i="7"/>', p.pieces, 'xml')).toBe('call please 0901234567');
  });

  it('keeps line breaks, blank lines and each line’s indentation; lines with nothing to translate are not sent', () => {
    const text = 'Phòng đẹp\n\n  - 2 phòng ngủ\n0901234567\r\nGiá: 5 triệu';
    const job = splitLines(text);
    expect(job.texts).toEqual(['Phòng đẹp', '- <x i="0"/> phòng ngủ', 'Giá: <x i="0"/>']);
    expect(job.join(job.texts.map(shout))).toBe('PHÒNG ĐẸP\n\n  - 2 PHÒNG NGỦ\n0901234567\r\nGIÁ: 5 triệu');
  });

  it('in rich text, marks only the text between tags and escapes pieces going back', () => {
    const p = protectHtml('<p>Giá <b>5 triệu</b> tại <a href="https://x.vn/1">đây</a></p>');
    expect(p.text).toBe('<p>Giá <b><x i="0"/></b> tại <a href="https://x.vn/1">đây</a></p>');
    expect(restore(p.text, p.pieces, 'html')).toBe('<p>Giá <b>5 triệu</b> tại <a href="https://x.vn/1">đây</a></p>');
  });
});
