import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../shell/icons';
import { ChunkLoadError, PageTimeoutError } from '../shell/page-errors';
import { StatusView } from '../shell/status-view';

export function PageErrorView({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = error instanceof ChunkLoadError ? 'chunk' : error instanceof PageTimeoutError ? 'timeout' : 'crash';
  // A missing chunk usually means a new deployment renamed it: only a full reload fetches the new names.
  const retry = kind === 'chunk' ? () => window.location.reload() : onRetry;
  return (
    <StatusView
      testId={`page-error-${kind}`}
      icon={<Icon name={kind === 'timeout' ? 'ClockCircleOutline' : 'CloseCircleOutline'} />}
      title={t(`shell.${kind}Title`)}
      text={t(`shell.${kind}Text`)}
      actions={[
        { label: t('common.retry'), onClick: retry, primary: true, testId: 'page-retry' },
        { label: t('common.backHome'), onClick: () => navigate('/', { replace: true }) },
      ]}
    />
  );
}
