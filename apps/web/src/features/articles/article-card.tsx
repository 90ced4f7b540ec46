import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/image-url';
import { useRelativeTime } from '../common/relative-time';
import { articlePath, type ArticleCard } from './queries';

/** One article in a list: cover (the article preset), title, summary, counts and how long ago it came out. */
export function ArticleCardView({ item, compact = false }: { item: ArticleCard; compact?: boolean }) {
  const { t } = useTranslation();
  const ago = useRelativeTime();
  return (
    <Link to={articlePath(item.id)} className={compact ? 'acard acard--compact' : 'acard'} data-testid={`article-card-${item.id}`}>
      <div className="acard__text">
        <div className="acard__title">{item.title}</div>
        {!compact && item.summary && <div className="acard__summary">{item.summary}</div>}
        <div className="acard__meta">
          {item.category_name && <span className="acard__cat">{item.category_name}</span>}
          <span>{t('articles.browse', { count: item.browse })}</span>
          {!compact && <span>{t('articles.likes', { count: item.like_count })}</span>}
          {!compact && <span>{t('articles.comments', { count: item.comment_count })}</span>}
          <span>{ago(item.published_at)}</span>
        </div>
      </div>
      {item.cover && <img className="acard__cover" src={imageUrl(item.cover, { preset: 'article' })} alt="" loading="lazy" />}
    </Link>
  );
}
