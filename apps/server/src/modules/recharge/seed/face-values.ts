import { RECHARGE_OPERATORS, rechargeCountry, type RechargeCountryIso, type RechargeOperatorId } from '@haiwai/contracts/recharge/constants';

/**
 * The face values each country's operators sell as prepaid top-ups (the common denominations of their
 * scratch cards and e-loads), written in whole currency units here for reading and stored in minor units.
 * Seeded once into recharge_face_value (docs/recharge.md); an operator with its own list overrides its country's.
 */
const BY_COUNTRY: Record<RechargeCountryIso, readonly number[]> = {
  VN: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
  TH: [20, 50, 100, 150, 300, 500],
  MY: [5, 10, 30, 50, 100],
  PH: [50, 100, 300, 500, 1000],
  ID: [10_000, 25_000, 50_000, 100_000, 200_000],
  KH: [1, 2, 5, 10, 20],
  SG: [10, 15, 20, 30, 50],
};

/** Operators whose list differs from their country's. */
const BY_OPERATOR: Partial<Record<RechargeOperatorId, readonly number[]>> = {
  // Smartfren's smallest voucher is 20,000.
  'id-smartfren': [20_000, 25_000, 50_000, 100_000, 200_000],
};

export interface FaceValueSeed {
  operator_id: RechargeOperatorId;
  amount_minor: number;
  currency: string;
  sort: number;
}

export function defaultFaceValues(): FaceValueSeed[] {
  return RECHARGE_OPERATORS.flatMap((operator) => {
    const country = rechargeCountry(operator.country)!;
    const values = BY_OPERATOR[operator.id] ?? BY_COUNTRY[operator.country];
    return values.map((units, i) => ({ operator_id: operator.id, amount_minor: units * 10 ** country.decimals, currency: country.currency, sort: (i + 1) * 10 }));
  });
}
