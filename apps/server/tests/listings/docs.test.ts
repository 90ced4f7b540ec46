import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTable, commonTable } from './support/api-table.js';

/** docs/listings.md lists every kind's paths; regenerate with `npx tsx apps/server/tests/listings/support/api-table.ts`. */
describe('docs/listings.md', () => {
  it('holds the current API tables', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../../docs/listings.md'), 'utf8');
    expect(doc).toContain(apiTable());
    expect(doc).toContain(commonTable());
  });
});
