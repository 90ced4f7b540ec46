import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Button from 'antd-mobile/es/components/button';
import { NetworkError } from '../../lib/http';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry(): void;
  children: ReactNode;
}

/** Loading, error-with-retry or the content: the three states of a server-backed block. */
export function QueryState({ isPending, error, onRetry, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (error) {
    const detail = error instanceof NetworkError ? t('common.networkError') : error instanceof Error ? error.message : '';
    return (
      <div className="query-error" role="alert" data-testid="query-error">
        <div className="query-error__title">{t('common.loadFailed')}</div>
        {detail && <div className="muted">{detail}</div>}
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={onRetry} data-testid="query-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="page-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  return <>{children}</>;
}
