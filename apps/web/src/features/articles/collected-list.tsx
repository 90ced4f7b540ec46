import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { PagedList } from '../common/paged-list';
import { ArticleCardView } from './article-card';
import { articleKeys, useCollectedArticles } from './queries';
import { showToast } from '../../lib/feedback';
import './articles.css';

/** The collect page's tab name: it loads with this file, so the listings' page needs none of these words. */
export function CollectTabTitle() {
  const { t } = useTranslation();
  return <span data-testid="collect-tab-articles">{t('articles.collect.tab')}</span>;
}

/** My collected articles (the collect page's "news" tab), each with an uncollect button. */
export function CollectedArticles() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useCollectedArticles();
  const remove = useMutation({
    mutationFn: (id: number) => call('articleCollectSave', { body: { id, on: false } }),
    onSuccess: (_res, id) => {
      showToast({ content: t('articles.detail.uncollectedToast') });
      void qc.invalidateQueries({ queryKey: articleKeys.collected() });
      void qc.invalidateQueries({ queryKey: articleKeys.detail(id) });
    },
  });
  return (
    <PagedList
      query={list}
      className="alist acollected"
      testId="collected-articles"
      renderItem={(a) => (
        <div className="acollected__row">
          <ArticleCardView item={a} />
          <Button size="mini" fill="outline" shape="rounded" loading={remove.isPending && remove.variables === a.id} onClick={() => remove.mutate(a.id)} data-testid={`uncollect-${a.id}`}>
            {t('articles.collect.remove')}
          </Button>
        </div>
      )}
      empty={{ title: t('articles.collect.empty'), testId: 'collected-empty' }}
      noMore={t('articles.noMore')}
    />
  );
}
