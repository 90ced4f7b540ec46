import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../core/settings.js';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where development keeps its generated pair: under DATA_DIR, so a restart keeps every subscription valid. */
export const DEV_KEY_FILE = 'web-push-vapid.json';
const DEV_SUBJECT = 'mailto:dev@haiwai.localhost';

/**
 * The server's VAPID keys: the configured pair; else, outside production, the pair generated once under DATA_DIR;
 * else null (production without keys: Web Push is off).
 */
export function resolveVapid(config: Pick<Config, 'NODE_ENV' | 'dataDir' | 'WEB_PUSH_VAPID_PUBLIC_KEY' | 'WEB_PUSH_VAPID_PRIVATE_KEY' | 'WEB_PUSH_SUBJECT'>): Vapid | null {
  if (config.WEB_PUSH_VAPID_PUBLIC_KEY && config.WEB_PUSH_VAPID_PRIVATE_KEY) {
    return { publicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: config.WEB_PUSH_VAPID_PRIVATE_KEY, subject: config.WEB_PUSH_SUBJECT ?? DEV_SUBJECT };
  }
  if (config.NODE_ENV === 'production') return null;
  const file = path.join(config.dataDir, DEV_KEY_FILE);
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<Vapid>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: config.WEB_PUSH_SUBJECT ?? DEV_SUBJECT };
  } catch {
    // Not made yet (or unreadable): make a pair below.
  }
  const pair = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  return { ...pair, subject: config.WEB_PUSH_SUBJECT ?? DEV_SUBJECT };
}
