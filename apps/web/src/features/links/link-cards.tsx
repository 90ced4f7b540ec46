import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../lib/http';
import { imageUrl } from '../../lib/image-url';
import { ownLinks } from './own-links';
import './links.css';

/**
 * Cards under a chat message or a post for its links to the app's own pages (docs/links.md): title, price, photo and a
 * line of description, from the page's head on our server (`linkCard`); nothing outside the app is fetched. A link
 * to a page that is not public gets no card (the link itself still shows in the text).
 */
export function LinkCards({ text }: { text: string }) {
  const paths = ownLinks(text, window.location.origin);
  if (!paths.length) return null;
  return (
    <div className="link-cards">
      {paths.map((p) => (
        <LinkCard key={p} path={p} />
      ))}
    </div>
  );
}

function LinkCard({ path }: { path: string }) {
  const { i18n } = useTranslation();
  const card = useQuery({
    queryKey: ['linkCard', path, i18n.language],
    queryFn: () => call('linkCard', { query: { url: path }, noLoading: true, silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  }).data;
  if (!card) return null;
  return (
    <Link to={card.path} className="link-card" data-testid="link-card" onClick={(e) => e.stopPropagation()}>
      {card.image && <img src={imageUrl(card.image, { w: 120, h: 120 }, card.image_area)} alt="" width={60} height={60} />}
      <span className="link-card__text">
        <span className="link-card__title">{card.title}</span>
        {card.price && <span className="link-card__price">{card.price}</span>}
        {!card.price && card.description && <span className="link-card__desc">{card.description}</span>}
      </span>
    </Link>
  );
}
