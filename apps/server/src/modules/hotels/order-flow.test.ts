import { describe, expect, it } from 'vitest';
import { judge, moveTable } from '../../core/workflow/index.js';
import { hotelOrderFlow } from './order-flow.js';

/** Every move a hotel order has without a reason; every other (from, to, role) is refused. A rejection needs a reason. */
const ALLOWED = [
  'awaiting_payment→paid by system',
  'awaiting_payment→expired by system',
  'awaiting_payment→cancelled by asker',
  'paid→cancelled by asker',
  'confirmed→cancelled by asker',
  'paid→confirmed by owner',
  'paid→confirmed by system',
  'confirmed→checked_in by owner',
  'confirmed→no_show by owner',
  'checked_in→completed by owner',
  'checked_in→completed by system',
];

describe('hotel order workflow', () => {
  const table = moveTable(hotelOrderFlow);

  it('allows exactly the moves of docs/hotels.md', () => {
    expect(table.filter((r) => r.ok).map((r) => r.line).sort()).toEqual([...ALLOWED].sort());
    expect(table.some((r) => r.noop)).toBe(false);
  });

  it('refuses the rest: the wrong side is an actor refusal, a final state is terminal', () => {
    const why = Object.fromEntries(table.filter((r) => !r.ok).map((r) => [r.line, r.why]));
    expect(why['paid→confirmed by asker']).toBe('actor');
    expect(why['paid→cancelled by owner']).toBe('actor');
    expect(why['paid→rejected by asker']).toBe('actor');
    expect(why['confirmed→checked_in by asker']).toBe('actor');
    for (const final of ['completed', 'rejected', 'cancelled', 'no_show', 'expired']) expect(why[`${final}→cancelled by asker`]).toBe('terminal');
    expect(why['checked_in→cancelled by asker']).toBe('state');
    expect(why['paid→checked_in by owner']).toBe('state');
    expect(why['awaiting_payment→confirmed by owner']).toBe('state');
    expect(why['confirmed→confirmed by owner']).toBe('state');
  });

  it('needs a reason to reject', () => {
    expect(table.find((r) => r.line === 'paid→rejected by owner')?.why).toBe('reason');
    expect(judge(hotelOrderFlow, 'paid', 'rejected', 'owner', 'full tonight').ok).toBe(true);
    expect(hotelOrderFlow.moves.find((m) => m.to === 'rejected')?.reasonRequired).toBe(true);
  });
});
