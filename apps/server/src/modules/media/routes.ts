import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../core/settings.js';
import type { Deps } from '../../core/deps.js';
import { MEDIA } from '@haiwai/contracts';
import { AppError, badRequest, notFound } from '../../core/errors.js';
import { spend, type RateRule } from '../../core/rate-limit.js';
import { route } from '../../core/routes.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { contentDisposition, FILE_CSP } from './download.js';
import { tooLarge } from './encode.js';
import { MediaService, type ResolvedVariant } from './media-service.js';
import { LocalDiskStorage, type MediaStorage } from './storage.js';
import { mediaParams, mediaQuery, variantSpec, type MediaQuery } from './variants.js';

/** Content-addressed: a URL's bytes never change, so browsers and CDNs may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function defaultMediaStorage(config: Config): MediaStorage {
  return new LocalDiskStorage(path.join(config.dataDir, 'media'));
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

/** If-None-Match may list several tags, weak ones included; ours are strong but a proxy may weaken them. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}

/**
 * Images are served inline; every other file is a download under a sandboxing policy (download.ts), so
 * an uploaded document can never run as a page of this origin.
 */
function sendMedia(reply: FastifyReply, found: { buffer: Buffer; mime: string }, variant: ResolvedVariant, query: MediaQuery) {
  reply.type(found.mime).header('etag', variant.etag).header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
  if (!found.mime.startsWith('image/')) {
    reply.header('content-disposition', contentDisposition(variant.hash, found.mime, query.name)).header('content-security-policy', FILE_CSP);
  }
  return reply.send(found.buffer);
}

export async function mediaRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, storage: MediaStorage = defaultMediaStorage(deps.config)): Promise<void> {
  const { config } = deps;
  const media = new MediaService(storage, deps.database.db, areas, {
    cacheBytes: config.MEDIA_VARIANT_CACHE_MB * 1024 * 1024,
    renderConcurrency: config.MEDIA_RENDER_CONCURRENCY,
    onError: (err) => deps.log.warn({ err }, 'media variant cache'),
  });
  // New variants cost CPU and disk: a budget per caller IP. Cached variants and originals are free.
  const renders: RateRule = { window: 60, max: config.MEDIA_RENDERS_PER_MINUTE, message: 'error.rate_limited' };

  // Images and files share one budget per user.
  const uploads = { key: ({ user }: { user: { id: number } }) => `upload:user:${user.id}`, window: 600, max: MEDIA.uploadsPer10Minutes, message: 'error.rate_limited' } as const;

  // Multipart bodies are read by the two upload calls only: the plugin, its parser and its hooks (a close listener and
  // two promises on every request it sees) live in their own scope, not on every call of the API (bench/README.md,
  // kernel overhead). Elsewhere a multipart body is refused as any non-JSON body is (415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MEDIA.maxUploadBytes, files: 1, fields: 10 } });

    route(scope, 'mediaUpload', async ({ req, user }) => media.upload((await readUpload(req)).buffer, user.id), { rateLimit: uploads });

    route(scope, 'mediaUploadFile', async ({ req, user }) => {
      const file = await readUpload(req, MEDIA.maxFileBytes);
      const stored = await media.uploadFile(file.buffer, file.type, file.name, user.id);
      if (!stored) throw badRequest('media.bad_file_type');
      return stored;
    }, { rateLimit: uploads });
  });

  app.get(
    '/api/media/:hash',
    {
      // Unsigned so a plain <img src> works; validation failures reach the handler as our own messages.
      config: { signed: false },
      attachValidation: true,
      schema: {
        hide: false,
        operationId: 'mediaFile',
        tags: ['media'],
        summary: 'An uploaded image, resized to a preset or explicit size, optionally watermarked',
        params: mediaParams,
        querystring: mediaQuery,
      },
    },
    async (req, reply) => {
      if (req.validationError) {
        // A malformed id cannot name any file: answer as for an unknown one, without touching storage.
        if (req.validationError.validationContext === 'params') throw notFound('media.not_found');
        throw badRequest('media.bad_size');
      }
      const { hash } = req.params as { hash: string };
      const query = req.query as MediaQuery;
      const variant = await media.resolve(hash, variantSpec(query), query.wm ?? null);
      if (etagMatches(req.headers['if-none-match'], variant.etag) && (await media.exists(hash))) {
        return reply.code(304).header('etag', variant.etag).header('cache-control', IMMUTABLE).send();
      }
      if (!(await media.isReady(variant))) await spend(deps.limiter, `media:render:ip:${req.ip}`, renders);
      // A size asked of a voice clip or a document has no meaning: say so instead of failing to decode it.
      const found = await media.read(variant).catch((err: unknown) => {
        if (variant.key && !(err instanceof AppError)) throw badRequest('media.not_image');
        throw err;
      });
      if (!found) throw notFound('media.not_found');
      return sendMedia(reply, found, variant, query);
    },
  );
}
