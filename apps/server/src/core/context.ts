import { INT4_MAX, normalizeLang, TERMINAL, TERMINAL_VALUES, type Lang } from '@haiwai/contracts';
import type { FastifyRequest } from 'fastify';

/** What every call carries, read once from the common headers (spec section 7). */
export interface RequestContext {
  lang: Lang;
  terminal: number;
  /** 0 when the client has no site area yet. */
  siteAreaId: number;
  token: string | null;
  device: string | null;
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function readContext(req: FastifyRequest): RequestContext {
  const terminal = Number(header(req, 'terminal'));
  const site = Number(header(req, 'siteareaid'));
  const bearer = header(req, 'authorization');
  const token = header(req, 'token') || (bearer?.startsWith('Bearer ') ? bearer.slice(7) : undefined);
  return {
    lang: normalizeLang(header(req, 'lang') ?? (req.query as Record<string, string> | undefined)?.lang ?? header(req, 'accept-language')),
    terminal: TERMINAL_VALUES.includes(terminal) ? terminal : TERMINAL.WEB,
    siteAreaId: Number.isInteger(site) && site > 0 && site <= INT4_MAX ? site : 0,
    token: token && token.length <= 200 ? token : null,
    device: header(req, 'device')?.slice(0, 64) ?? null,
  };
}
