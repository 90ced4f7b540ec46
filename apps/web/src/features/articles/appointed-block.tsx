import { useTranslation } from 'react-i18next';
import { ArticleCardView } from './article-card';
import { useAppointedArticles } from './queries';
import './articles.css';

/** Home: the area's appointed (featured) articles, a compact block; nothing at all when there are none. */
export function AppointedArticles() {
  const { t } = useTranslation();
  const list = useAppointedArticles();
  const items = list.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="section" data-testid="home-articles">
      <h2 className="section__title">{t('articles.appointed')}</h2>
      <div className="alist">
        {items.map((a) => (
          <ArticleCardView key={a.id} item={a} compact />
        ))}
      </div>
    </section>
  );
}
