import type { UploadedMedia, Watermark } from '@haiwai/contracts';
import sharp from 'sharp';
import { computeSign } from '../../src/core/signing.js';
import type { TestApp } from '../support/harness.js';

export async function addArea(t: TestApp, code: string, watermark: Watermark) {
  const row = await t.db
    .insertInto('site_area')
    .values({
      code,
      names: JSON.stringify({ zh: code, en: code, vi: code }),
      country_code: 'US',
      country_names: JSON.stringify({ zh: '美国', en: 'USA', vi: 'Mỹ' }),
      currency: 'USD',
      currency_symbol: '$',
      price_units: JSON.stringify({ zh: '美元', en: 'USD', vi: 'USD' }),
      time_zone: 'America/New_York',
      latitude: 40.7,
      longitude: -74,
      watermark: JSON.stringify(watermark),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A multipart upload, signed in the query string as the web client does it. */
export async function upload(t: TestApp, data: Buffer, opts: { filename?: string; type?: string; token?: string | null; field?: string } = {}) {
  const boundary = '----mediatest' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'photo.jpg'}"\r\nContent-Type: ${opts.type ?? 'image/jpeg'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const ts = Math.floor(Date.now() / 1000);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media/upload?_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'en', ...(opts.token ? { token: opts.token } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: UploadedMedia } };
}

export const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { lang: 'en', ...headers } });

export async function photo(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .composite([{ input: { create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: { r: 240, g: 200, b: 40 } } }, top: 10, left: 10 }])
    .jpeg()
    .toBuffer();
}

/** Share of pixels in a region whose colour moved by more than JPEG noise. */
export async function changed(a: Buffer, b: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const raw = (buf: Buffer) => sharp(buf).extract(region).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let n = 0;
  for (let i = 0; i < x.length; i += 3) {
    if (Math.max(Math.abs(x[i]! - y[i]!), Math.abs(x[i + 1]! - y[i + 1]!), Math.abs(x[i + 2]! - y[i + 2]!)) > 40) n += 1;
  }
  return n / (x.length / 3);
}

/** A multipart upload to /api/media/file (voice, video, documents), signed in the query string. */
export async function uploadFile(t: TestApp, data: Buffer, opts: { type: string; filename: string; token: string | null; lang?: string }) {
  const boundary = '----filetest' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename}"\r\nContent-Type: ${opts.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const ts = Math.floor(Date.now() / 1000);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media/file?_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: opts.lang ?? 'en', ...(opts.token === null ? {} : { token: opts.token }) },
    payload,
  });
  return res.json() as { code: number; message: string; data: UploadedMedia };
}
