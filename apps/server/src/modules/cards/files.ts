import type { Lang } from '@haiwai/contracts';
import { CARD_PAGES, CARD_SHORT_PREFIX } from '@haiwai/contracts/cards/constants';
import { MEDIA_URL_PREFIX } from '@haiwai/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../core/errors.js';
import { renderCardPng, type CardPictures } from './png.js';
import type { CardStore } from './store.js';
import { cardVcard } from './vcard.js';
import { shortLink, type CardRow } from './view.js';

const STORED = /^\/api\/media\/([0-9a-f]{32})$/;
/** PNGs kept in memory per card version and language (a shared card is downloaded by many at once). */
const KEPT = 64;

/** `filename*` (RFC 6266/5987) for a name in any script, with a plain ASCII fallback. */
function attachment(name: string, ext: string): string {
  const safe = name.replace(/[\\/:*?"<>|\r\n]/g, '').trim() || 'card';
  return `attachment; filename="card.${ext}"; filename*=UTF-8''${encodeURIComponent(`${safe}.${ext}`)}`;
}

/** If-None-Match may list several tags, weak ones included. */
const matches = (header: string | undefined, etag: string) => !!header && header.split(',').some((v) => [etag, `W/${etag}`, '*'].includes(v.trim()));

/**
 * The card's files and its short link (docs/cards.md): `/c/<code>` redirects to the detail page; the PNG is rendered
 * once per version and language and answered with a strong ETag (a 304 when the client has it); the vCard is built on
 * each call (a few hundred bytes).
 */
export function cardFiles(app: FastifyInstance, store: CardStore, origin: string) {
  const kept = new Map<string, Promise<Buffer>>();

  /** A stored public picture as a PNG data URL, read through the media route itself (its storage, sizes and checks). */
  async function picture(url: string | null, size: number): Promise<string | null> {
    const hash = url && STORED.exec(url)?.[1];
    if (!hash) return null;
    const res = await app.inject({ method: 'GET', url: `${MEDIA_URL_PREFIX}${hash}?w=${size}&h=${size}&format=png` });
    return res.statusCode === 200 ? `data:image/png;base64,${res.rawPayload.toString('base64')}` : null;
  }

  function png(card: CardRow, lang: Lang): Promise<Buffer> {
    const key = `${card.id}:${card.version}:${lang}`;
    let found = kept.get(key);
    if (!found) {
      found = (async () => {
        const pics: CardPictures = { avatar: await picture(card.avatar, 360), logo: await picture(card.logo, 128) };
        return renderCardPng(card, shortLink(origin, card.code), lang, pics);
      })();
      found.catch(() => kept.delete(key));
      kept.set(key, found);
      // The oldest goes first: a Map keeps insertion order.
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    return found;
  }

  async function live(code: string): Promise<CardRow> {
    const card = await store.row(code);
    if (!card) throw notFound('card.not_found');
    return card;
  }

  return {
    async png(req: FastifyRequest, reply: FastifyReply, code: string, lang: Lang) {
      const card = await live(code);
      const etag = `"card-${card.code}-${card.version}-${lang}"`;
      // Revalidated on every use (no-cache), so a new version shows at once; an unchanged one costs a 304.
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      const bytes = await png(card, lang);
      const download = (req.query as { download?: string }).download === '1';
      if (download) reply.header('content-disposition', attachment(card.name, 'png'));
      return reply.type('image/png').send(bytes);
    },
    async vcard(reply: FastifyReply, code: string) {
      const card = await live(code);
      const media = (url: string) => (STORED.test(url) ? `${origin}${url}?w=400&h=400&format=jpeg` : null);
      const text = cardVcard(card, shortLink(origin, card.code), media);
      return reply.type('text/vcard; charset=utf-8').header('content-disposition', attachment(card.name, 'vcf')).header('cache-control', 'no-cache').send(text);
    },
    /** `/c/<code>` → the card's page (302: the code stays the card's address if the page ever moves). */
    shortLinkRoute() {
      app.get(`${CARD_SHORT_PREFIX}:code`, { schema: { hide: true } }, async (req, reply) => {
        const { code } = req.params as { code: string };
        const clean = code.toLowerCase();
        const query = /^[2-9a-hjkmnp-z]{8}$/.test(clean) ? `?code=${clean}` : '';
        return reply.redirect(`${CARD_PAGES.detail}${query}`, 302);
      });
    },
  };
}
