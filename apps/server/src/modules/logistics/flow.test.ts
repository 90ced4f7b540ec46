import { describe, expect, it } from 'vitest';
import { moveTable } from '../../core/workflow/index.js';
import { shipmentFlow } from './flow.js';

/** The only moves a shipment has; every other (from, to, actor) is refused. */
const ALLOWED = [
  'requested→quoted by owner',
  'requested→cancelled by asker',
  'quoted→cancelled by asker',
  'quoted→accepted by asker',
  'quoted→accepted by system',
  'accepted→in_transit by owner',
  'accepted→delivered by owner',
  'in_transit→delivered by owner',
];

describe('shipment workflow', () => {
  const table = moveTable(shipmentFlow);

  it('allows exactly the quote, the decline, the cancel, the acceptance, transit and delivery', () => {
    expect(table.filter((r) => r.ok).map((r) => r.line).sort()).toEqual([...ALLOWED].sort());
  });

  it('refuses the rest, saying why', () => {
    const why = Object.fromEntries(table.filter((r) => !r.ok).map((r) => [r.line, r.why]));
    // Declining is the company's, with a reason (the table judges without one).
    expect(why['requested→declined by owner']).toBe('reason');
    expect(why['quoted→declined by owner']).toBe('reason');
    expect(why['requested→quoted by asker']).toBe('actor');
    expect(why['quoted→accepted by owner']).toBe('actor');
    expect(why['requested→accepted by asker']).toBe('state');
    expect(why['accepted→cancelled by asker']).toBe('state');
    expect(why['delivered→in_transit by owner']).toBe('terminal');
    expect(why['cancelled→accepted by system']).toBe('terminal');
  });
});
