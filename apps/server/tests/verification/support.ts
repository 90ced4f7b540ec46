import type { UploadedMedia } from '@haiwai/contracts';
import type { MediaLinkList } from '@haiwai/contracts/media';
import sharp from 'sharp';
import { computeSign } from '../../src/core/signing.js';
import type { AuthUser } from '../../src/core/routes.js';
import type { ReviewDecision } from '../../src/core/review-queues.js';
import { licenceQueue } from '../../src/modules/verification/licence.js';
import { realNameQueue } from '../../src/modules/verification/real-name.js';
import type { TestApp } from '../support/harness.js';

export interface Actor {
  token: string;
  id: number;
}

/** A distinct picture per call (a private file's id is its purpose, uploader and bytes). */
let shade = 0;
export async function picture() {
  shade += 1;
  return sharp({ create: { width: 480 + shade, height: 300, channels: 3, background: { r: 40, g: (shade * 37) % 255, b: 160 } } }).jpeg().toBuffer();
}

/** A private upload of `purpose` (as the web client does it: `?purpose=`, signed in the query). */
export async function uploadPrivate(t: TestApp, token: string | null, purpose: 'real_name' | 'licence'): Promise<{ status: number; data: UploadedMedia }> {
  const boundary = '----verify' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const ts = Math.floor(Date.now() / 1000);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media/upload?purpose=${purpose}&_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'en', ...(token ? { token } : {}) },
    payload: Buffer.concat([Buffer.from(head), await picture(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, data: (res.json() as { data: UploadedMedia }).data };
}

export const fetchAs = (t: TestApp, url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: { lang: 'en', ...(token ? { token } : {}) } });

/** The link `who` gets for `url` from `mediaLinks` (null: refused). */
export async function linkFor(t: TestApp, token: string, url: string) {
  const res = await t.call<MediaLinkList>('mediaLinks', { token, lang: 'en', body: { urls: [url] } });
  return res.data.links[0]!.link;
}

/** An admin as the console's decide call hands it to a queue. */
export function adminOf(id: number, role: AuthUser['role'], areas: number[]): AuthUser {
  return { id, role, adminSiteAreaIds: areas, sessionId: 0 };
}

/** Decides an item of one of the module's queues, as the console's queue call does. */
export async function decide(t: TestApp, queue: 'real_name' | 'company_licence', admin: AuthUser, id: number, decision: ReviewDecision) {
  const q = queue === 'real_name' ? realNameQueue() : licenceQueue();
  try {
    await q.decide(t.db, admin, id, decision);
    return { ok: true as const, status: 200 };
  } catch (e) {
    const err = e as { code?: number; key?: string; message?: string };
    return { ok: false as const, status: err.code ?? 500, key: err.key ?? err.message };
  }
}

export const queues = { real_name: realNameQueue(), company_licence: licenceQueue() };
