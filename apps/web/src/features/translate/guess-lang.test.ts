import { describe, expect, it } from 'vitest';
import { guessLang } from './guess-lang';

describe('guessLang', () => {
  it('tells the three languages apart, and offers the rest', () => {
    expect(guessLang('第七郡两房出租，月租 1200 万越南盾')).toBe('zh');
    expect(guessLang('Cho thuê căn hộ 2 phòng ngủ quận 7')).toBe('vi');
    expect(guessLang('Two-bedroom flat for rent in District 7')).toBe('en');
    expect(guessLang('ให้เช่าคอนโด 2 ห้องนอน')).toBeNull();
    expect(guessLang('0901 234 567 👍')).toBeNull();
  });
  it('a Chinese text with a few English words is Chinese; a link does not count', () => {
    expect(guessLang('出租 Vinhomes Central Park 两房')).toBe('zh');
    expect(guessLang('详情 https://example.com/some/long/english/path')).toBe('zh');
  });
});
