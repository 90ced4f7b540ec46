import { describe, expect, it } from 'vitest';
import { PULL, dragStatus, intentOf, pullHeight } from './pull-gesture';

describe('pullHeight', () => {
  it('is nothing for a finger at or above where it touched', () => {
    expect(pullHeight(0)).toBe(0);
    expect(pullHeight(-30)).toBe(0);
  });
  it('follows the finger at about half speed at first, then ever more slowly', () => {
    expect(pullHeight(10)).toBeCloseTo(4.9, 1);
    const steps = [50, 100, 200, 400, 800].map((dy) => pullHeight(dy));
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeGreaterThan(steps[i - 1]!);
    // Per px of finger: less far down.
    expect((steps[1]! - steps[0]!) / 50).toBeGreaterThan((steps[4]! - steps[3]!) / 400);
  });
  it('never opens past five heads', () => {
    expect(pullHeight(100_000)).toBeLessThan(PULL.head * 5);
  });
  it('reaches the threshold after a pull of about 170 px', () => {
    expect(dragStatus(pullHeight(160))).toBe('pulling');
    expect(dragStatus(pullHeight(180))).toBe('canRelease');
  });
});

describe('intentOf', () => {
  it('waits while the finger has hardly moved', () => {
    expect(intentOf(0, 0)).toBe('undecided');
    expect(intentOf(2, 3)).toBe('undecided');
  });
  it('is a pull when the finger goes mostly down', () => {
    expect(intentOf(0, 6)).toBe('pull');
    expect(intentOf(-4, 9)).toBe('pull');
  });
  it('leaves upward scrolls and sideways swipes to the browser', () => {
    expect(intentOf(0, -6)).toBe('other');
    expect(intentOf(12, 5)).toBe('other');
    expect(intentOf(-8, 8)).toBe('other');
  });
});

describe('dragStatus', () => {
  it('asks to let go once past the threshold', () => {
    expect(dragStatus(PULL.threshold)).toBe('pulling');
    expect(dragStatus(PULL.threshold + 1)).toBe('canRelease');
  });
});
