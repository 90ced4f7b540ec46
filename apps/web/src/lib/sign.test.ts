import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signFields, signTimestamp } from './sign';

describe('signTimestamp', () => {
  it('matches a Node HMAC-SHA256 of the timestamp string', async () => {
    const expected = createHmac('sha256', 'haiwai-dev-sign-key').update('1700000000').digest('hex');
    expect(await signTimestamp(1700000000, 'haiwai-dev-sign-key')).toBe(expected);
  });

  it('depends on the key', async () => {
    expect(await signTimestamp(1, 'a')).not.toBe(await signTimestamp(1, 'b'));
  });
});

describe('signFields', () => {
  it('uses whole seconds', async () => {
    const f = await signFields('k', 1_700_000_000_999);
    expect(f._timestamp).toBe(1_700_000_000);
    expect(f._sign).toMatch(/^[0-9a-f]{64}$/);
  });
});
