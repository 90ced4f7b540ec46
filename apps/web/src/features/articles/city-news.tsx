import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../common/paged-list';
import { ArticleCardView } from './article-card';
import { useArticleCategories, useArticleList } from './queries';
import './articles.css';

/** The Same-city tab's news: one chip per category (and "all"), the chosen category's articles, more on scroll. */
export function CityNews() {
  const { t } = useTranslation();
  const [category, setCategory] = useState(0);
  const categories = useArticleCategories();
  const list = useArticleList(category);
  const chips = [{ id: 0, name: t('articles.newsAll') }, ...(categories.data ?? [])];
  // A section under the tab's listings: when the news cannot be had, the tab shows its listings without it.
  if (category === 0 && list.isError && !list.data) return null;
  return (
    <section className="section anews" data-testid="city-news">
      <h2 className="section__title">{t('articles.news')}</h2>
      <div className="anews__chips" role="group" aria-label={t('articles.news')}>
        {chips.map((c) => (
          <button key={c.id} type="button" className={c.id === category ? 'anews__chip anews__chip--on' : 'anews__chip'} aria-pressed={c.id === category} onClick={() => setCategory(c.id)} data-testid={`news-cat-${c.id}`}>
            {c.name}
          </button>
        ))}
      </div>
      <PagedList
        query={list}
        pull={false}
        className="alist"
        testId="news-list"
        renderItem={(a) => <ArticleCardView item={a} />}
        empty={{ title: t('articles.empty'), testId: 'news-empty' }}
        noMore={t('articles.noMore')}
      />
    </section>
  );
}
