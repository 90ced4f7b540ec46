import { RECHARGE_OPERATORS } from '@haiwai/contracts/recharge/constants';
import { describe, expect, it } from 'vitest';
import { defaultFaceValues } from './face-values.js';

describe('the seeded face values', () => {
  const rows = defaultFaceValues();

  it('give every operator at least four, in its country’s currency and minor unit', () => {
    for (const operator of RECHARGE_OPERATORS) expect(rows.filter((r) => r.operator_id === operator.id).length).toBeGreaterThanOrEqual(4);
    expect(rows.find((r) => r.operator_id === 'vn-viettel' && r.sort === 30)).toMatchObject({ amount_minor: 50_000, currency: 'VND' });
    expect(rows.find((r) => r.operator_id === 'th-ais' && r.sort === 30)).toMatchObject({ amount_minor: 10_000, currency: 'THB' });
    expect(rows.find((r) => r.operator_id === 'kh-metfone' && r.sort === 10)).toMatchObject({ amount_minor: 100, currency: 'USD' });
  });

  it('are whole, positive and unique per operator', () => {
    for (const r of rows) expect(Number.isInteger(r.amount_minor) && r.amount_minor > 0).toBe(true);
    expect(new Set(rows.map((r) => `${r.operator_id}:${r.amount_minor}`)).size).toBe(rows.length);
  });
});
