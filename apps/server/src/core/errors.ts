import { CODE } from '@haiwai/contracts';
import type { MessageKey, MessageParams } from './messages.js';

/** Handlers throw these; `core/envelope.ts` turns them into `{code, message, data}` in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params?: MessageParams,
    readonly data: unknown = null,
    readonly headers?: Record<string, string>,
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey = 'error.bad_request', params?: MessageParams, data?: unknown) =>
  new AppError(CODE.BAD_REQUEST, key, params, data ?? null);
export const unauthorized = (key: MessageKey = 'error.unauthorized', params?: MessageParams) =>
  new AppError(CODE.UNAUTHORIZED, key, params);
export const forbidden = (key: MessageKey = 'error.forbidden') => new AppError(CODE.FORBIDDEN, key);
export const notFound = (key: MessageKey = 'error.not_found') => new AppError(CODE.NOT_FOUND, key);
export const conflict = (key: MessageKey = 'error.conflict', params?: MessageParams) =>
  new AppError(CODE.CONFLICT, key, params);
export const tooMany = (key: MessageKey, retryAfterSeconds: number, params?: MessageParams) =>
  new AppError(CODE.TOO_MANY_REQUESTS, key, { seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60), ...params }, { retry_after: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });

/**
 * A 400 that names fields, shaped like a validation failure (`data.fields`) so the client can mark them.
 * Field messages are keys too, translated by the envelope like the main message.
 */
export class FieldError extends AppError {
  constructor(readonly fields: Record<string, MessageKey>, key: MessageKey = 'error.bad_request') {
    super(CODE.BAD_REQUEST, key);
  }
}
export const fieldError = (field: string, key: MessageKey) => new FieldError({ [field]: key }, key);
