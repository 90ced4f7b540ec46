import { describe, expect, it } from 'vitest';
import { moveTable } from '../../core/workflow/index.js';
import { orderFlow } from './order-flow.js';

/** Every move an order has (docs/payments.md §1); every other (from, to, actor) is refused. */
const ALLOWED = [
  'created→awaiting_payment by system',
  ...['created', 'awaiting_payment', 'expired', 'cancelled', 'failed'].map((s) => `${s}→paid by system`),
  'paid→fulfilled by system',
  'created→cancelled by asker',
  'awaiting_payment→cancelled by asker',
  'created→expired by system',
  'awaiting_payment→expired by system',
  'created→failed by system',
  'awaiting_payment→failed by system',
  ...['owner', 'system'].flatMap((by) => [`paid→partly_refunded by ${by}`, `fulfilled→partly_refunded by ${by}`]),
  ...['owner', 'system'].flatMap((by) => ['paid', 'fulfilled', 'partly_refunded'].map((s) => `${s}→refunded by ${by}`)),
];

describe('order state machine', () => {
  const table = moveTable(orderFlow);

  it('allows exactly the declared moves', () => {
    expect(table.filter((r) => r.ok).map((r) => r.line).sort()).toEqual([...ALLOWED].sort());
    expect(table.some((r) => r.noop)).toBe(false);
  });

  it('refuses every other move with its reason', () => {
    const refused = table.filter((r) => !r.ok);
    expect(refused.length).toBe(9 * 9 * 3 - ALLOWED.length);
    const why = Object.fromEntries(refused.map((r) => [r.line, r.why]));
    // Nobody moves an order back to created or awaiting payment from paid; a buyer never grants or refunds.
    expect(why['paid→awaiting_payment by system']).toBe('state');
    expect(why['awaiting_payment→paid by asker']).toBe('actor');
    expect(why['paid→refunded by asker']).toBe('actor');
    expect(why['fulfilled→cancelled by asker']).toBe('state');
    expect(why['expired→fulfilled by system']).toBe('state');
    // A whole refund is final; a repeat of the current state is refused, not a silent no-op.
    expect(why['refunded→paid by system']).toBe('terminal');
    expect(why['refunded→partly_refunded by owner']).toBe('terminal');
    expect(why['paid→paid by system']).toBe('state');
  });
});
