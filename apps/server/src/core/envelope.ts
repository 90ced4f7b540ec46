import { randomUUID } from 'node:crypto';
import { CODE, normalizeLang, type Lang } from '@haiwai/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, FieldError } from './errors.js';
import { t } from './messages.js';
import { fieldMessages, ZodValidationError } from './validation.js';

export function ok<T>(lang: Lang, data: T) {
  return { code: CODE.OK, message: t(lang, 'ok'), data };
}

function send(reply: FastifyReply, code: number, message: string, data: unknown = null) {
  return reply.code(code).type('application/json; charset=utf-8').send(JSON.stringify({ code, message, data }));
}

function formatBytes(n: number) {
  return n >= 1048576 ? `${Math.round(n / 1048576)} MB` : `${Math.round(n / 1024)} KB`;
}

/** The one place where anything thrown becomes the spec's envelope. Nothing else writes error replies. */
export function installEnvelope(app: FastifyInstance, opts: { maxBodyBytes: number }) {
  app.setErrorHandler((err: FastifyError | AppError | Error, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.ctx?.lang ?? 'zh';
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err instanceof FieldError) {
        const fields = Object.fromEntries(Object.entries(err.fields).map(([f, k]) => [f, t(lang, k)]));
        const detail = Object.values(fields).join('; ');
        return send(reply, err.code, err.key === 'error.bad_request' ? t(lang, 'error.validation', { detail }) : t(lang, err.key, err.params), { fields });
      }
      return send(reply, err.code, t(lang, err.key, err.params), err.data);
    }
    if (err instanceof ZodValidationError || (err as FastifyError).validation) {
      const zerr = err instanceof ZodValidationError ? err : null;
      const fields = zerr ? fieldMessages(lang, zerr) : { body: err.message };
      const detail = Object.entries(fields).map(([f, m]) => `${f.split('.').slice(1).join('.') || f} ${m}`).join('; ');
      return send(reply, CODE.BAD_REQUEST, t(lang, 'error.validation', { detail }), { fields });
    }
    const fe = err as FastifyError;
    switch (fe.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, CODE.BAD_REQUEST, t(lang, 'error.malformed_json'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(reply, CODE.PAYLOAD_TOO_LARGE, t(lang, 'error.too_large', { max: formatBytes(opts.maxBodyBytes) }));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(reply, CODE.UNSUPPORTED_MEDIA, t(lang, 'error.unsupported_media'));
      default:
        break;
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      req.log.info({ err }, 'client error');
      return send(reply, fe.statusCode, t(lang, fe.statusCode === 404 ? 'error.not_found' : 'error.bad_request'));
    }
    const ref = randomUUID().slice(0, 8);
    req.log.error({ err, ref }, 'unhandled error');
    return send(reply, CODE.INTERNAL, t(lang, 'error.internal', { id: ref }));
  });
}

/**
 * Fastify's own refusals before any route or hook runs (its `frameworkErrors`): a path whose %-escapes do not
 * decode to text (`%ED%A0%80`, a lone surrogate spelled in UTF-8, or `%E0%A4%A`), and its other pre-routing
 * errors, in the envelope like everything else. No hook has read the context yet: the language comes from
 * the headers here.
 */
export function sendFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const header = (name: string) => [req.headers[name]].flat()[0];
  const lang = normalizeLang(header('lang') ?? header('accept-language'));
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : CODE.BAD_REQUEST;
  return send(reply, status, t(lang, err.code === 'FST_ERR_BAD_URL' ? 'error.bad_url' : 'error.bad_request'));
}

export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  const lang = req.ctx?.lang ?? 'zh';
  const url = req.url.split('?')[0] ?? req.url;
  return send(reply, CODE.NOT_FOUND, t(lang, 'error.route_not_found', { method: req.method, url }));
}
