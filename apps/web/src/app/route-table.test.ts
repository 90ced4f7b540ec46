import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

describe('routeTable', () => {
  it('has unique paths', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('has the five tabs with offsets 0 and the rest standard', () => {
    const tabs = routeTable.filter((r) => r.tab !== undefined);
    expect(new Set(tabs.map((r) => r.tab))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(tabs.every((r) => r.bar === 'custom')).toBe(true);
  });
  it('includes spec paths', () => {
    const paths = new Set(routeTable.map((r) => r.path));
    for (const p of ['/', '/pagesA/chat/conversation/list', '/pagesA/manage/job/list', '/pagesA/common/site', '/pages/publicPage/second-hand/editForm', '/pagesA/cityWalk/Local-guide', '/pagesA/recharge/phone/home'])
      expect(paths.has(p), p).toBe(true);
  });
});
