import { RECHARGE_SANDBOX_NUMBERS } from '@haiwai/contracts/recharge/constants';
import { describe, expect, it } from 'vitest';
import { SandboxAirtimeProvider, type TopUpRequest } from './airtime.js';

const request = (phoneE164: string, requestId = 'P20261128000001'): TopUpRequest => ({ requestId, operatorId: 'vn-mobifone', countryCode: 'VN', phoneE164, amountMinor: 50_000, currency: 'VND' });

describe('the sandbox airtime provider', () => {
  const sandbox = new SandboxAirtimeProvider();

  it('tops up any number at once, the same answer for the same request id', async () => {
    const first = await sandbox.topUp(request('+84901234567'));
    expect(first).toEqual({ status: 'done', providerRef: 'sandbox:done:P20261128000001' });
    expect(await sandbox.topUp(request('+84901234567'))).toEqual(first);
    expect(await sandbox.status(first.providerRef!)).toEqual(first);
  });

  it('refuses the documented failing test number (written with spaces too)', async () => {
    const spaced = RECHARGE_SANDBOX_NUMBERS.failing.replace(/^(\+84)(\d{2})(\d{3})/, '$1 $2 $3 ');
    const result = await sandbox.topUp(request(spaced));
    expect(result).toMatchObject({ status: 'failed', failureReason: 'operator_refused' });
    expect(await sandbox.status(result.providerRef!)).toMatchObject({ status: 'failed', failureReason: 'operator_refused' });
  });

  it('keeps the pending test number processing until the first status check, which finds it done', async () => {
    const result = await sandbox.topUp(request(RECHARGE_SANDBOX_NUMBERS.pending));
    expect(result.status).toBe('pending');
    expect(await sandbox.status(result.providerRef!)).toEqual({ status: 'done', providerRef: result.providerRef });
  });
});
