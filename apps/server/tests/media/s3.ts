import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../../src/modules/media/s3-storage.js';

/**
 * s3rver makes the continuation tokens of paged listings (ListObjectsV2) with single DES, which the OpenSSL 3 of
 * Node 24 no longer offers: the second page of any listing was its 500. The token only has to come back as it went,
 * so for 'des' alone an identity cipher stands in; every other algorithm is Node's own.
 */
function letS3rverPage(): void {
  type Cipher = { update(data: Buffer | string, enc?: BufferEncoding): Buffer; final(): Buffer };
  const crypto = createRequire(import.meta.url)('crypto') as Record<string, unknown> & { __s3rverDes?: true };
  if (crypto.__s3rverDes) return;
  const identity = (): Cipher => ({ update: (data, enc) => (typeof data === 'string' ? Buffer.from(data, enc) : Buffer.from(data)), final: () => Buffer.alloc(0) });
  for (const name of ['createCipheriv', 'createDecipheriv']) {
    const real = crypto[name] as (...args: unknown[]) => unknown;
    crypto[name] = (alg: string, ...rest: unknown[]) => (alg === 'des' ? identity() : real(alg, ...rest));
  }
  crypto.__s3rverDes = true;
}

/** s3rver's fixed keys: it checks every request's signature against them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3 stand-in (s3rver, in this process, on a free port of 127.0.0.1, files in a temp folder) with one empty
 * bucket: what the tests of MEDIA_STORAGE=s3 talk to. `env` is the server's settings for it.
 */
export async function startS3(bucket = 'haiwai-media-test') {
  letS3rverPage();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  /** A client of its own, to look into the bucket beside the server's. */
  const storage = (listPageSize?: number) => new S3Storage({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS, listPageSize });
  return {
    endpoint,
    bucket,
    env,
    storage,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type S3Stand = Awaited<ReturnType<typeof startS3>>;
