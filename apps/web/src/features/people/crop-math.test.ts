import { describe, expect, it } from 'vitest';
import { clampOffset, coverScale } from './crop-math';

describe('avatar crop maths', () => {
  it('covers the square with the shorter side', () => {
    expect(coverScale(800, 400, 200)).toBe(0.5);
    expect(coverScale(300, 600, 300)).toBe(1);
  });

  it('keeps the offset where the picture still covers the square', () => {
    // 800×400 at scale 0.5 is 400×200 in a 200 square: 100 of slack each side horizontally, none vertically.
    expect(clampOffset({ x: 500, y: 50 }, 800, 400, 200, 1)).toEqual({ x: 100, y: 0 });
    expect(clampOffset({ x: -30, y: 0 }, 800, 400, 200, 1)).toEqual({ x: -30, y: 0 });
    // Zoom 2: 800×400 drawn 800 wide: 300 each side, 100 vertically.
    expect(clampOffset({ x: -999, y: 999 }, 800, 400, 200, 2)).toEqual({ x: -300, y: 100 });
  });
});
