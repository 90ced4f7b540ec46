import { describe, expect, it } from 'vitest';
import { moveTable } from '../../core/workflow/index.js';
import { carBookingFlow } from './booking-flow.js';

/** The only moves a car booking has; every other (from, to, actor) is refused. */
const ALLOWED = ['pending→confirmed by owner', 'pending→declined by owner', 'pending→cancelled by asker', 'confirmed→cancelled by asker'];

describe('car booking workflow', () => {
  const table = moveTable(carBookingFlow);

  it('allows exactly the owner confirming or declining a pending booking and the booker cancelling a live one', () => {
    expect(table.filter((r) => r.ok).map((r) => r.line).sort()).toEqual([...ALLOWED].sort());
    expect(table.some((r) => r.noop)).toBe(false);
  });

  it('refuses every other move, saying why (the wrong side → 403, a wrong state → 400)', () => {
    const refused = table.filter((r) => !r.ok);
    expect(refused.length).toBe(4 * 4 * 3 - ALLOWED.length);
    const why = Object.fromEntries(refused.map((r) => [r.line, r.why]));
    // Wrong side: the booker confirms or declines, the owner cancels; nobody moves back to pending; the system makes no move.
    for (const from of carBookingFlow.states) {
      expect(why[`${from}→confirmed by asker`]).toBe('actor');
      expect(why[`${from}→declined by asker`]).toBe('actor');
      expect(why[`${from}→cancelled by owner`]).toBe('actor');
      for (const to of carBookingFlow.states) expect(why[`${from}→${to} by system`]).toBe('actor');
      for (const by of ['asker', 'owner']) expect(why[`${from}→pending by ${by}`]).toBe('actor');
    }
    // Right side, wrong state.
    expect(why['confirmed→confirmed by owner']).toBe('state');
    expect(why['confirmed→declined by owner']).toBe('state');
    expect(why['declined→confirmed by owner']).toBe('terminal');
    expect(why['cancelled→declined by owner']).toBe('terminal');
    expect(why['cancelled→cancelled by asker']).toBe('terminal');
    expect(why['declined→cancelled by asker']).toBe('terminal');
  });
});
