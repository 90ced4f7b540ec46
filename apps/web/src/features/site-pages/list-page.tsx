import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import List from 'antd-mobile/es/components/list';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { EmptyBlock } from '../common/empty-block';
import { QueryState } from '../common/query-state';
import { SITE_PAGE_DETAIL } from './paths';
import './site-pages.css';

/** /pagesA/singlePage/list — the site's pages (about, terms, privacy, community rules, fees): the area's own over the all-areas ones. */
export function SinglePageListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const area = useApp((s) => s.siteObj?.site_area_id ?? 0);
  const q = useQuery({ queryKey: ['singlePage', 'list', i18n.language, area], queryFn: () => call('singlePageList', { silent: true }) });
  return (
    <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
      <p className="site-pages__intro muted">{t('sitePages.intro')}</p>
      {q.data && q.data.length === 0 ? (
        <EmptyBlock title={t('sitePages.empty')} testId="site-pages-empty" />
      ) : (
        <List data-testid="site-pages">
          {(q.data ?? []).map((p) => (
            <List.Item key={p.key} onClick={() => navigate(`${SITE_PAGE_DETAIL}?key=${encodeURIComponent(p.key)}`)} description={t('sitePages.updated', { date: new Date(p.updated_at * 1000).toLocaleDateString(i18n.language) })} data-testid={`site-page-${p.key}`}>
              {p.title}
            </List.Item>
          ))}
        </List>
      )}
    </QueryState>
  );
}
