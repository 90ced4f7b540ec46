import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../core/deps.js';
import { AppError, badRequest, forbidden, notFound } from '../../core/errors.js';
import { spend, type RateRule } from '../../core/rate-limit.js';
import { contentDisposition, FILE_CSP } from './download.js';
import { LINK_TOKEN, type LinkSigner } from './links.js';
import type { MediaService, ResolvedVariant } from './media-service.js';
import { HASH_RE, mediaParams, mediaQuery, variantSpec, type MediaQuery } from './variants.js';

/** Content-addressed: a URL's bytes never change, so browsers and CDNs may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A private file: kept by no cache, shared or not, and never sent on as a Referer (docs/media.md). */
const PRIVATE = 'private, no-store';

const privateParams = z.object({ hash: z.string().regex(HASH_RE), token: z.string().regex(LINK_TOKEN) });

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
function sendMedia(reply: FastifyReply, found: { buffer: Buffer; mime: string }, variant: ResolvedVariant, query: MediaQuery, isPrivate: boolean) {
  reply.type(found.mime).header('x-content-type-options', 'nosniff');
  if (isPrivate) reply.header('cache-control', PRIVATE).header('referrer-policy', 'no-referrer');
  else reply.header('etag', variant.etag).header('cache-control', IMMUTABLE);
  if (!found.mime.startsWith('image/')) {
    reply.header('content-disposition', contentDisposition(variant.hash, found.mime, query.name)).header('content-security-policy', FILE_CSP);
  }
  return reply.send(found.buffer);
}

/** A malformed id or link cannot name any file: answered as an unknown one, without touching storage. */
function refuseInvalid(req: FastifyRequest): void {
  if (!req.validationError) return;
  if (req.validationError.validationContext === 'params') throw notFound('media.not_found');
  throw badRequest('media.bad_size');
}

/**
 * The two ways a file is read: `GET /api/media/:hash` for public files (long-cached; a private file's id answers as
 * an unknown one), `GET /api/media/private/:hash/:token` for private ones (a signed link, links.ts; no cache).
 * Both take the variant parameters; new renders spend the caller IP's budget.
 */
export function fileRoutes(app: FastifyInstance, deps: Deps, media: MediaService, signer: LinkSigner): void {
  // New variants cost CPU and disk: a budget per caller IP. Cached variants and originals are free.
  const renders: RateRule = { window: 60, max: deps.config.MEDIA_RENDERS_PER_MINUTE, message: 'error.rate_limited' };

  /** Reads a resolved variant, spending a render when it is new. */
  async function serve(req: FastifyRequest, reply: FastifyReply, variant: ResolvedVariant, query: MediaQuery, isPrivate: boolean) {
    if (!(await media.isReady(variant))) await spend(deps.limiter, `media:render:ip:${req.ip}`, renders);
    // A size asked of a voice clip or a document has no meaning: say so instead of failing to decode it.
    const found = await media.read(variant).catch((err: unknown) => {
      if (variant.key && !(err instanceof AppError)) throw badRequest('media.not_image');
      throw err;
    });
    if (!found) throw notFound('media.not_found');
    return sendMedia(reply, found, variant, query, isPrivate);
  }

  app.get(
    '/api/media/:hash',
    {
      // Unsigned so a plain <img src> works; validation failures reach the handler as our own messages.
      config: { signed: false },
      attachValidation: true,
      schema: { hide: false, operationId: 'mediaFile', tags: ['media'], summary: 'A public file: an uploaded image, resized to a preset or explicit size, optionally watermarked; or a voice clip, video or document', params: mediaParams, querystring: mediaQuery },
    },
    async (req, reply) => {
      refuseInvalid(req);
      const { hash } = req.params as { hash: string };
      const query = req.query as MediaQuery;
      if ((await media.visibility(hash)) === 'private') throw notFound('media.not_found');
      const variant = await media.resolve(hash, variantSpec(query), query.wm ?? null);
      if (etagMatches(req.headers['if-none-match'], variant.etag) && (await media.exists(hash))) {
        return reply.code(304).header('etag', variant.etag).header('cache-control', IMMUTABLE).send();
      }
      return serve(req, reply, variant, query, false);
    },
  );

  app.get(
    '/api/media/private/:hash/:token',
    {
      config: { signed: false },
      attachValidation: true,
      schema: {
        hide: false,
        operationId: 'mediaPrivateFile',
        tags: ['media'],
        summary: 'A private file through a signed link (`mediaLinks`, or a private upload’s `link`): valid 5 to 10 minutes, for its reader only; never cached',
        params: privateParams,
        querystring: mediaQuery,
      },
    },
    async (req, reply) => {
      refuseInvalid(req);
      const { hash, token } = req.params as { hash: string; token: string };
      const query = req.query as MediaQuery;
      const link = signer.check(hash, token);
      if (!link.ok) throw forbidden(link.why === 'expired' ? 'media.link_expired' : 'media.link_invalid');
      // An <img> sends no token: the link stands alone. A caller who says who they are must be its reader.
      const caller = req.ctx.token ? await app.resolveUser(req.ctx.token) : null;
      if (caller && caller.id !== link.readerId) throw forbidden('media.link_not_yours');
      if ((await media.visibility(hash)) !== 'private') throw notFound('media.not_found');
      // Private files carry no area watermark: they are nobody's advertisement.
      return serve(req, reply, await media.resolve(hash, variantSpec(query), null), query, true);
    },
  );
}
