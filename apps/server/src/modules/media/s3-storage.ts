import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { checkKey, checkPrefix, type MediaStorage, type StoredEntry } from './storage.js';

/** What S3Storage needs: the bucket and how to reach it (MEDIA_STORAGE=s3 and the S3_* settings, docs/media.md). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Empty for AWS S3 itself; the service's URL for R2, MinIO, Alibaba OSS and the like. */
  endpoint?: string;
  /** MinIO and most self-hosted services want the bucket in the path. */
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys a list request asks for (S3's page is at most 1,000, the default); tests page by a few. */
  listPageSize?: number;
}

/** The SDK reports a missing object by name on GET and by status on HEAD (which has no body to name it in). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3-compatible bucket, under the same keys as on disk (`orig/<hash>`, `var/<hash>/<variant>`). The
 * bucket stays private: every read goes through the server, which decides who may see a file (docs/media.md).
 * Checksums are sent and checked only where the API requires them: the SDK's default (a CRC32 on every put)
 * is refused by some S3-compatible services.
 */
export class S3Storage implements MediaStorage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly #pageSize: number | undefined;

  constructor(opts: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: opts.region,
      forcePathStyle: opts.forcePathStyle ?? false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    };
    if (opts.endpoint) config.endpoint = opts.endpoint;
    if (opts.credentials) config.credentials = opts.credentials;
    this.client = new S3Client(config);
    this.bucket = opts.bucket;
    this.#pageSize = opts.listPageSize;
  }

  async put(key: string, buffer: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: buffer, ContentType: contentType, ContentLength: buffer.length }));
  }

  async get(key: string): Promise<Buffer | null> {
    checkKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    checkKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** S3 answers a delete of a missing key with success, as the interface wants. */
  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Every object under the prefix, page by page (up to 1,000 keys a page). */
  async list(prefix: string): Promise<StoredEntry[]> {
    checkPrefix(prefix);
    const out: StoredEntry[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token, MaxKeys: this.#pageSize }));
      for (const o of page.Contents ?? []) {
        if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0, mtimeMs: o.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  close(): void {
    this.client.destroy();
  }
}
