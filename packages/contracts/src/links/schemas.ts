import { z } from 'zod';
import { route } from '../route.js';
import { LINK_CARD } from './constants.js';

/**
 * Link cards (docs/links.md): a link to one of the app's own pages in a chat message or a post is shown as a card
 * made from the page's head, the one its shared link shows elsewhere. Nothing outside the app is fetched.
 */
export const linkCard = z.object({
  /** The page as a path with its naming parameters (`/pages/house/detail?id=5`): what the card opens. */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  /** The page's stored public picture (`/api/media/…`), or null. */
  image: z.string().nullable(),
  /** The site area whose watermark the picture carries. */
  image_area: z.number().int().nullable(),
  /** The price as the page shows it, or null. */
  price: z.string().nullable(),
});
export type LinkCard = z.infer<typeof linkCard>;

export const linksApi = {
  linkCard: route({
    method: 'GET',
    path: '/links/card',
    access: 'public',
    errors: [404],
    tag: 'links',
    summary: 'The card of a link to one of the app’s own pages (title, description, photo, price), from the page’s head; 404 when the page is not public',
    query: z.object({ url: z.string().trim().min(1).max(LINK_CARD.urlMax) }),
    data: linkCard,
  }),
};
