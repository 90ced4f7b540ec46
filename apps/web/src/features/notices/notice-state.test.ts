import { describe, expect, it } from 'vitest';
import { badgeText, flattenPages, kindKey, markAllRead, markRead, tapAction } from './notice-state';

const n = (id: number, is_read = false, kind = 'system') => ({ id, is_read, kind, title: `n${id}` });
const data = () => ({
  pageParams: [undefined, '3'],
  pages: [
    { list: [n(5), n(4, true), n(3)], next_cursor: '3' },
    { list: [n(2), n(1, true)], next_cursor: null },
  ],
});

describe('notice cache updates', () => {
  it('marks one notice read and keeps untouched pages as they were', () => {
    const before = data();
    const after = markRead(before, 2);
    expect(after.pages[1]!.list[0]!.is_read).toBe(true);
    expect(after.pages[0]).toBe(before.pages[0]);
    expect(before.pages[1]!.list[0]!.is_read).toBe(false);
    expect(markRead(before, 4).pages[0]).toBe(before.pages[0]);
  });
  it('marks everything read', () => {
    const after = markAllRead(data());
    expect(flattenPages(after.pages).every((x) => x.is_read)).toBe(true);
  });
  it('flattens pages without repeating an id that moved to the next page', () => {
    const pages = [{ list: [n(6), n(5)], next_cursor: '5' }, { list: [n(5), n(4)], next_cursor: null }];
    expect(flattenPages(pages).map((x) => x.id)).toEqual([6, 5, 4]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('notice display', () => {
  it('labels known kinds and falls back for new ones', () => {
    expect(kindKey('review_failed')).toBe('review_failed');
    expect(kindKey('coupon')).toBe('other');
  });
  it('caps the badge', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
  it('routes app paths, opens web pages, and shows the rest in a popup', () => {
    expect(tapAction('/pages/house/detail?id=5')).toEqual({ type: 'route', to: '/pages/house/detail?id=5' });
    expect(tapAction('https://example.com/a')).toEqual({ type: 'external', url: 'https://example.com/a' });
    expect(tapAction(null)).toEqual({ type: 'popup' });
    expect(tapAction('javascript:alert(1)')).toEqual({ type: 'popup' });
  });
});
