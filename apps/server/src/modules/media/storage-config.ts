import path from 'node:path';
import type { Config } from '../../core/settings.js';
import { S3Storage } from './s3-storage.js';
import { LocalDiskStorage, type MediaStorage } from './storage.js';

type StorageSettings = Pick<Config, 'dataDir' | 'MEDIA_STORAGE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

/**
 * The backend the settings name: `DATA_DIR/media` (MEDIA_STORAGE=local, the default) or an S3-compatible bucket
 * (MEDIA_STORAGE=s3; settings.ts checked at start that S3_BUCKET is set). The app's routes and the seed's
 * pictures both take theirs from here, so they write to the same place.
 */
export function mediaStorageFor(config: StorageSettings): MediaStorage {
  if (config.MEDIA_STORAGE !== 's3') return new LocalDiskStorage(path.join(config.dataDir, 'media'));
  if (!config.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined,
  });
}
