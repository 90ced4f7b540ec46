import type { UploadedMedia } from '@haiwai/contracts';
import sharp from 'sharp';
import { computeSign } from '../../src/core/signing.js';
import type { TestApp } from '../support/harness.js';

/** A private upload of purpose `evidence` (a receipt, a chat screenshot), signed as the web client does it. */
export async function uploadEvidence(t: TestApp, token: string, shade = '#993333') {
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: shade } }).png().toBuffer();
  const boundary = '----evidence' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`;
  const ts = Math.floor(Date.now() / 1000);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media/upload?purpose=evidence&_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'en', token },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  const body = res.json() as { code: number; message: string; data: UploadedMedia };
  if (body.code !== 200) throw new Error(`evidence upload: ${body.message}`);
  return body.data;
}
