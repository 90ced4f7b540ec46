import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadedMedia } from '@haiwai/contracts';
import type { MediaPurpose } from '@haiwai/contracts/media';
import type { Config } from '../../core/settings.js';
import type { Deps } from '../../core/deps.js';
import { MEDIA } from '@haiwai/contracts';
import { badRequest } from '../../core/errors.js';
import { route } from '../../core/routes.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { tooLarge } from './encode.js';
import { fileRoutes } from './file-routes.js';
import { MediaService, type UploadOwner } from './media-service.js';
import type { PrivateMedia } from './private-media.js';
import { mediaStorageFor } from './storage-config.js';
import type { MediaStorage } from './storage.js';

/** The configured backend (MEDIA_STORAGE): a folder or an S3-compatible bucket. Also what backups read (ops/). */
export function defaultMediaStorage(config: Config): MediaStorage {
  return mediaStorageFor(config);
}

async function readUpload(req: FastifyRequest, maxBytes: number = MEDIA.maxUploadBytes): Promise<{ buffer: Buffer; type: string; name: string }> {
  if (!req.isMultipart()) throw badRequest('media.no_file');
  let buffer: Buffer | null = null;
  let truncated = false;
  let type = '';
  let name = '';
  try {
    const file = await req.file({ limits: { fileSize: maxBytes } });
    if (file) {
      buffer = await file.toBuffer();
      truncated = file.file.truncated;
      type = file.mimetype;
      name = file.filename;
    }
  } catch (err) {
    // The kernel's generic 413 names the JSON body limit; uploads have their own.
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Busboy reports a malformed or cut-off form as a plain Error: that is the client's mistake, not ours.
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    throw badRequest('media.no_file');
  }
  if (truncated) throw tooLarge(maxBytes);
  if (!buffer?.length) throw badRequest('media.no_file');
  return { buffer, type, name };
}

/** Uploads, signed links and the files themselves (file-routes.ts). */
export async function mediaRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, privateMedia: PrivateMedia, storage: MediaStorage = mediaStorageFor(deps.config)): Promise<void> {
  const { config } = deps;
  const media = new MediaService(storage, deps.database.db, areas, {
    cacheBytes: config.MEDIA_VARIANT_CACHE_MB * 1024 * 1024,
    renderConcurrency: config.MEDIA_RENDER_CONCURRENCY,
    onError: (err) => deps.log.warn({ err }, 'media variant cache'),
  });
  app.addHook('onClose', () => storage.close?.());

  /** A private upload names a purpose some module declared; the answer then carries the uploader's own link. */
  const ownerOf = (userId: number, purpose: MediaPurpose | undefined): UploadOwner => {
    if (purpose && !privateMedia.isDeclared(purpose)) throw badRequest('media.purpose_unavailable');
    return { userId, purpose: purpose ?? null };
  };
  const answer = (stored: UploadedMedia, owner: UploadOwner): UploadedMedia =>
    owner.purpose && owner.userId !== null ? { ...stored, link: privateMedia.signFor(owner.userId, stored.hash) } : stored;

  // Images and files share one budget per user.
  const uploads = { key: ({ user }: { user: { id: number } }) => `upload:user:${user.id}`, window: 600, max: MEDIA.uploadsPer10Minutes, message: 'error.rate_limited' } as const;

  // Multipart bodies are read by the two upload calls only: the plugin, its parser and its hooks (a close listener and
  // two promises on every request it sees) live in their own scope, not on every call of the API (bench/README.md,
  // kernel overhead). Elsewhere a multipart body is refused as any non-JSON body is (415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MEDIA.maxUploadBytes, files: 1, fields: 10 } });

    route(scope, 'mediaUpload', async ({ req, user, query }) => {
      const owner = ownerOf(user.id, query.purpose);
      return answer(await media.upload((await readUpload(req)).buffer, owner), owner);
    }, { rateLimit: uploads });

    route(scope, 'mediaUploadFile', async ({ req, user, query }) => {
      const owner = ownerOf(user.id, query.purpose);
      const file = await readUpload(req, MEDIA.maxFileBytes);
      const stored = await media.uploadFile(file.buffer, file.type, file.name, owner);
      if (!stored) throw badRequest('media.bad_file_type');
      return answer(stored, owner);
    }, { rateLimit: uploads });
  });

  route(app, 'mediaLinks', async ({ body, user }) => privateMedia.links(user, body.urls));

  fileRoutes(app, deps, media, privateMedia.signer);
}
