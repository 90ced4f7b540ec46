import { useTranslation } from 'react-i18next';
import { useApp } from '../../stores/app-store';
import { useSinglePage } from './basis-queries';
import { ContentView } from './content-view';
import { QueryState } from './query-state';

export function AboutPage() {
  const { t } = useTranslation();
  const config = useApp((s) => s.basicConfig);
  const q = useSinglePage('about');
  return (
    <>
      <div className="about-head">
        <img src="/icons/icon-192.png" alt="" width={64} height={64} />
        <div className="about-head__name">{config?.app_name || t('app.name')}</div>
        {config?.app_version && <div className="muted">v{config.app_version}</div>}
      </div>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
        {q.data && <ContentView page={q.data} setBarTitle={false} />}
      </QueryState>
    </>
  );
}
