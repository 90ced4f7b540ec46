import type { z } from 'zod';
import type { AdminPermission } from './console/permissions.js';

export type Access = 'public' | 'optional' | 'user' | 'admin';
/** Error statuses a call can answer besides the ones its shape implies (see the server's core/openapi.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  data: z.ZodTypeAny;
  /** false only for calls a browser makes without script (image URLs, the docs page). */
  signed?: boolean;
  /** A multipart upload: the name of its file field (the body is a stream, not validated JSON). */
  upload?: string;
  /** Statuses its handler can answer that its access and inputs do not imply: 409 (state conflict), 429 (rate limit)... */
  errors?: readonly ErrorStatus[];
  /** Web client: a background call (polls, start-up data, sending a chat message) that shows no loading indicator. */
  quiet?: true;
  /** Web client: how an error reply is shown; 'modal' for errors that need reading (several field problems at once). Default: a toast. */
  errorStyle?: 'modal';
  /** `access: 'admin'` only: the operator's permission the call needs (console/permissions.ts); default 'manage'. */
  permission?: AdminPermission;
}
/** Keeps each entry's literal type while checking it against ApiRoute. */
export const route = <R extends ApiRoute>(r: R) => r;
