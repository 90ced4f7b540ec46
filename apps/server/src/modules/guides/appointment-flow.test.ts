import { describe, expect, it } from 'vitest';
import { moveTable } from '../../core/workflow/index.js';
import { guideAppointmentFlow } from './appointment-flow.js';

/** The only moves a guide appointment has without a reason (a decline is allowed only with one); every other is refused. */
const ALLOWED = ['pending→accepted by owner', 'pending→cancelled by asker', 'accepted→cancelled by asker', 'accepted→completed by owner'];

describe('guide appointment workflow', () => {
  const table = moveTable(guideAppointmentFlow);

  it('allows exactly: the guide accepts a pending booking (declines it with a reason) and completes an accepted one; the member cancels a live one', () => {
    expect(table.filter((r) => r.ok).map((r) => r.line).sort()).toEqual([...ALLOWED].sort());
    expect(table.some((r) => r.noop)).toBe(false);
  });

  it('refuses every other move, saying why; a decline needs its reason', () => {
    const refused = table.filter((r) => !r.ok);
    expect(refused.length).toBe(5 * 5 * 3 - ALLOWED.length);
    const why = Object.fromEntries(refused.map((r) => [r.line, r.why]));
    for (const from of guideAppointmentFlow.states) {
      expect(why[`${from}→accepted by asker`]).toBe('actor');
      expect(why[`${from}→completed by asker`]).toBe('actor');
      expect(why[`${from}→cancelled by owner`]).toBe('actor');
      for (const to of guideAppointmentFlow.states) expect(why[`${from}→${to} by system`]).toBe('actor');
    }
    expect(why['pending→completed by owner']).toBe('state');
    expect(why['accepted→accepted by owner']).toBe('state');
    expect(why['completed→cancelled by asker']).toBe('terminal');
    expect(why['declined→accepted by owner']).toBe('terminal');
    expect(why['pending→declined by owner']).toBe('reason');
  });
});
