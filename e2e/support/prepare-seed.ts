/**
 * Prepares the browser tests' seeded folder and server build ahead of their pass and writes where they are to the
 * file named by the first argument, which the global setup reads through E2E_PREPARED (scripts/test-all.sh).
 * Run as `node --import tsx e2e/support/prepare-seed.ts <file>`.
 */
import { writeFileSync } from 'node:fs';
import { prepareSeed } from './seeded-template.js';

const out = process.argv[2];
if (!out) throw new Error('usage: prepare-seed.ts <file to write>');
writeFileSync(out, JSON.stringify(await prepareSeed()));
