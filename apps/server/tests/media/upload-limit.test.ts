import { MEDIA } from '@haiwai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import * as h from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('upload budget', () => {
  it(`allows ${MEDIA.uploadsPer10Minutes} uploads per user per 10 minutes, then answers 429; other users are unaffected`, async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1677ff' } }).png().toBuffer();
    for (let i = 0; i < MEDIA.uploadsPer10Minutes; i++) {
      const r = await h.upload(t, png, { token: a.token, type: 'image/png', filename: 'x.png' });
      expect(r.status).toBe(200);
    }
    const over = await h.upload(t, png, { token: a.token, type: 'image/png', filename: 'x.png' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(429);
    expect(over.body.message).toMatch(/Too many attempts; please try again in \d+ s/);
    expect((await h.upload(t, png, { token: b.token, type: 'image/png', filename: 'x.png' })).status).toBe(200);
  });
});
