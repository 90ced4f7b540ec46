import { useLayoutEffect } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import { imageUrl } from '../../lib/image-url';
import { formatDateTime } from '../../lib/time';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import { CommentThread, useCommentComposer } from '../common/comments';
import { EmptyBlock } from '../common/empty-block';
import { Translatable } from '../translate';
import { ActionBar } from './action-bar';
import { ArticleBody } from './article-body';
import { ArticleCardView } from './article-card';
import { articleComments } from './comments';
import { useArticle, useArticleSolve, useCountBrowse, type ArticleDetail } from './queries';
import { useLoginFirst } from './login-first';
import './articles.css';

/** /pagesA/common/article-detail?id= — an article, its "solved my problem" count, comments and related articles. */
export function ArticleDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  useTopOnArticle(id);
  useCountBrowse(id);
  const article = useArticle(id);
  if (!id) return <EmptyBlock title={t('articles.detail.notFound')} testId="article-missing" />;
  return (
    <QueryState isPending={article.isPending} error={article.error} onRetry={() => void article.refetch()}>
      {article.data && <Article article={article.data} />}
    </QueryState>
  );
}

/** A new article (opened by a link, a related one too) starts at the top; going back keeps where the reader was. */
function useTopOnArticle(id: number) {
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
    // Only when the article changes, not on later renders.
  }, [id]);
}

function Article({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const composer = useCommentComposer(articleComments, article.id);
  return (
    <div className="article" data-testid="article-detail">
      <article className="article__main">
        <Translatable type="article" id={article.id} original={{ title: article.title, summary: article.summary ?? '', content: article.content }}>
          {(view, bar) => (
            <div lang={view.lang}>
              <h1 className="article__title">{view.fields.title}</h1>
        <div className="article__meta">
          {article.category_name && <span className="acard__cat">{article.category_name}</span>}
          <span>{formatDateTime(article.published_at, lang)}</span>
          <span data-testid="article-browse">{t('articles.detail.browse', { count: article.browse })}</span>
        </div>
        {article.cover && <img className="article__cover" src={imageUrl(article.cover, { preset: 'detailBanner' })} alt="" />}
              {view.fields.summary && <p className="article__summary">{view.fields.summary}</p>}
              {bar}
              <ArticleBody html={view.fields.content ?? article.content} />
            </div>
          )}
        </Translatable>
        <Solved article={article} />
      </article>
      <section className="section acomments" id="article-comments" data-testid="article-comments">
        <h2 className="section__title">{t('articles.comment.title', { count: article.comment_count })}</h2>
        <CommentThread of={articleComments} targetId={article.id} onReply={composer.open} />
      </section>
      <Related article={article} />
      <ActionBar article={article} onWrite={() => composer.open(null)} />
      {composer.view}
    </div>
  );
}

/** "This solved my problem": once per person; afterwards it says so, with how many said it. */
function Solved({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const solve = useArticleSolve(article.id);
  const loginFirst = useLoginFirst();
  return (
    <div className="article__solved" data-testid="article-solved">
      {article.is_solved ? (
        <div className="article__solved-done" data-testid="article-solved-done">
          <CheckCircleFill /> {t('articles.detail.solvedDone')}
        </div>
      ) : (
        <Button color="success" fill="outline" shape="rounded" loading={solve.isPending} onClick={() => {
            if (loginFirst()) solve.mutate();
          }} data-testid="article-solve">
          {t('articles.detail.solved')}
        </Button>
      )}
      <div className="muted" data-testid="article-solve-count">
        {t('articles.detail.solvedCount', { count: article.solve_count })}
      </div>
    </div>
  );
}

/** The articles the server relates to this one (it leaves this one out). */
function Related({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const items = article.related;
  if (items.length === 0) return null;
  return (
    <section className="section article__related" data-testid="article-related">
      <h2 className="section__title">{t('articles.detail.related')}</h2>
      <div className="alist">
        {items.map((a) => (
          <ArticleCardView key={a.id} item={a} compact />
        ))}
      </div>
    </section>
  );
}
