import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/**
 * Where media bytes live (docs/media.md) and the image variants' budget (docs/security-defaults.md): disk,
 * renders per IP, renders at once. Validated with every other setting at start (config.ts) and documented in
 * .env.example.
 */
export const mediaSettings = defineSettings({
  schema: {
    /** Disk kept for resized images; the least recently used variants go first past it. */
    MEDIA_VARIANT_CACHE_MB: z.coerce.number().positive().default(512),
    /** New image variants one IP may have rendered per minute (cached ones are free). */
    MEDIA_RENDERS_PER_MINUTE: z.coerce.number().int().positive().default(240),
    /** Image variants rendered at the same time by one node; the rest wait their turn. */
    MEDIA_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** `local`: files under DATA_DIR/media; `s3`: an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Alibaba OSS). */
    MEDIA_STORAGE: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
    /** The service's endpoint; empty for AWS S3 itself (the region's endpoint is used). */
    S3_ENDPOINT: z.string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be a URL like https://<account>.r2.cloudflarestorage.com').optional(),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots and dashes)').optional(),
    /** AWS: the bucket's region (eu-central-1…); R2: auto; MinIO: us-east-1; Alibaba OSS: oss-<region> (oss-cn-hangzhou…). */
    S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name like us-east-1 or auto').default('us-east-1'),
    /** Keys of a user that may get, put, delete and list objects in the bucket; both or neither (then the SDK's own chain: IAM role, environment). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` for MinIO and most self-hosted services (bucket in the path); AWS, R2 and OSS take the default, false. */
    S3_FORCE_PATH_STYLE: flag,
  },
  check: (c) => {
    const problems: string[] = [];
    if (c.MEDIA_STORAGE === 's3' && !c.S3_BUCKET) problems.push('  S3_BUCKET: required when MEDIA_STORAGE=s3');
    if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
      problems.push(`  ${c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required when ${c.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} is set`);
    }
    return problems;
  },
});

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof mediaSettings> {}
}
