import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './envelope.js';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 spellings. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Headers a reverse proxy adds: a request carrying one came from somewhere else, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/** The socket's own peer is loopback and no proxy relayed the request (what `loopbackOnly` lets through). */
export function fromThisMachine(req: FastifyRequest): boolean {
  const relayed = PROXY_HEADERS.some((h) => req.headers[h] !== undefined);
  return !relayed && isLoopback(req.socket.remoteAddress);
}

/**
 * The dev routes (and anything else only for this machine) answer only a caller on it. It reads the socket's own peer address, never
 * req.ip (which follows X-Forwarded-For under TRUST_PROXY), and turns away anything relayed by a proxy
 * (a proxy on the same host connects from loopback). Others get the same 404 as for an unknown route.
 */
export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!fromThisMachine(req)) {
    req.log.info({ remote: req.socket.remoteAddress, url: req.url.split('?')[0] }, 'dev route refused: not a loopback caller');
    return sendNotFound(req, reply);
  }
  return undefined;
}
