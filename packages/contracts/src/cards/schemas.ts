import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { contactPhoneSchema, idParam, idSchema, langSchema, storedUrlSchema } from '../entities.js';
import { route } from '../route.js';
import { CARD, CARD_CODE_PATTERN, CARD_THEMES } from './constants.js';

/**
 * Electronic business cards (spec: POST `card/save` and "similar list/info/save calls"; docs/cards.md): my cards,
 * a card's public page by its code (short link `/c/<code>`), saving someone's card, and its PNG and vCard.
 */

export const cardThemeSchema = z.enum(CARD_THEMES);
export const cardCodeSchema = z.string().trim().toLowerCase().regex(CARD_CODE_PATTERN, 'card_code');
const text = (max: number) => z.string().trim().max(max).default('');

export const card = z.object({
  id: z.number().int(),
  /** The public code: the card's page, short link, PNG and vCard are reached by it, never by the id. */
  code: z.string(),
  /** The short link to share: `PUBLIC_URL/c/<code>`. */
  link: z.string(),
  owner: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() }),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  phone: z.string(),
  wechat: z.string(),
  email: z.string(),
  address: z.string(),
  avatar: z.string().nullable(),
  logo: z.string().nullable(),
  intro: z.string(),
  theme: cardThemeSchema,
  /** Grows with every save: the PNG's cache key. */
  version: z.number().int(),
  /** Members who saved the card. */
  collect_count: z.number().int(),
  is_mine: z.boolean(),
  /** I saved this card. */
  collected: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type Card = z.infer<typeof card>;
export const cardPage = page(card, { total: 'counted' });

export const cardSaveBody = z
  .object({
    id: idSchema.optional().describe('edit this card of mine; without it a new card'),
    name: z.string().trim().min(1).max(CARD.nameMax),
    title: text(CARD.titleMax),
    company: text(CARD.companyMax),
    phone: z.union([z.literal(''), contactPhoneSchema]).default(''),
    wechat: z.union([z.literal(''), z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, 'wechat_id')]).default(''),
    email: z.union([z.literal(''), z.email().trim().max(CARD.emailMax)]).default(''),
    address: text(CARD.addressMax),
    avatar: storedUrlSchema.nullable().default(null),
    logo: storedUrlSchema.nullable().default(null),
    intro: text(CARD.introMax),
    theme: cardThemeSchema.default('classic'),
  })
  .refine((b) => b.phone !== '' || b.wechat !== '' || b.email !== '', { message: 'card_contact_required', path: ['phone'] });

const limit = z.coerce.number().int().min(1).max(CARD.pageMax).default(20);
const codeParam = z.object({ code: cardCodeSchema });
/** Files an <img> or a download link loads (no script, so unsigned); `lang` for the words on the picture, `download=1` to save it. */
const fileQuery = z.object({ lang: langSchema.optional(), download: z.literal('1').optional() });

export const cardsApi = {
  cardSave: route({
    method: 'POST',
    path: '/card/save',
    access: 'user',
    errors: [403, 404, 409],
    tag: 'card',
    summary: 'Create a card (at most five per member) or edit one of mine; every save is a new version (new PNG)',
    body: cardSaveBody,
    data: card,
  }),
  cardInfo: route({
    method: 'GET',
    path: '/card/info',
    access: 'optional',
    tag: 'card',
    summary: 'A card: by `code` for anyone (its public page), by `id` for its owner and members who saved it',
    query: z.object({ id: idSchema.optional(), code: cardCodeSchema.optional() }).refine((q) => (q.id === undefined) !== (q.code === undefined), { message: 'card_id_or_code', path: ['code'] }),
    data: card,
  }),
  cardInfoById: route({ method: 'GET', path: '/card/info/:id', access: 'optional', tag: 'card', summary: 'A card by id: its owner and members who saved it (others: 404; the public page goes by code)', params: idParam, data: card }),
  cardListUser: route({ method: 'GET', path: '/card/list_user', access: 'user', tag: 'card', summary: 'My cards, newest first', query: z.object({ cursor: cursorParam, limit }), data: cardPage }),
  cardCollect: route({
    method: 'POST',
    path: '/card/collect',
    access: 'user',
    errors: [404],
    tag: 'card',
    summary: 'Save someone’s card to my cards (or remove it with `collect: false`); not my own',
    body: z.object({ code: cardCodeSchema, collect: z.boolean().default(true) }),
    data: z.object({ collected: z.boolean(), collect_count: z.number().int() }),
  }),
  cardCollectList: route({ method: 'GET', path: '/card/collect/list', access: 'user', tag: 'card', summary: 'Cards I saved, the latest saved first', query: z.object({ cursor: cursorParam, limit }), data: cardPage }),
  cardDelete: route({ method: 'DELETE', path: '/card/:id', access: 'user', errors: [403], tag: 'card', summary: 'Delete a card of mine (its link, PNG and vCard stop answering)', params: idParam, data: z.object({ id: z.number().int() }) }),
  cardPng: route({
    method: 'GET',
    path: '/card/png/:code',
    access: 'public',
    signed: false,
    tag: 'card',
    summary: 'The card as a PNG (1080 × 648) with a QR code of its short link, rendered on the server and kept per version (ETag)',
    params: codeParam,
    query: fileQuery,
    data: z.string().describe('image/png'),
  }),
  cardVcard: route({
    method: 'GET',
    path: '/card/vcard/:code',
    access: 'public',
    signed: false,
    tag: 'card',
    summary: 'The card as a vCard 4.0 file (RFC 6350), to add to a phone’s contacts',
    params: codeParam,
    data: z.string().describe('text/vcard'),
  }),
} as const;
