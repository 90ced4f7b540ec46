import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../shell/icons';
import { useGoBack } from '../../shell/navigation';
import { useRouteDef } from '../../shell/route-def-context';
import { StatusView } from '../../shell/status-view';

/** Placeholder for screens that later issues build: says what is coming and offers a way home. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useRouteDef();
  const name = def ? t(`title.${def.title}`) : '';
  return (
    <StatusView
      testId="not-available"
      icon={<Icon name="ClockCircleOutline" />}
      title={t('shell.soonTitle')}
      text={t('shell.soonText', { name })}
      actions={[{ label: t('common.backHome'), onClick: () => navigate('/', { replace: true }), primary: true, testId: 'back-home' }]}
    />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <StatusView
      testId="not-found"
      icon={<Icon name="QuestionCircleOutline" />}
      title={t('shell.notFoundTitle')}
      text={t('shell.notFoundText')}
      actions={[
        { label: t('common.back'), onClick: goBack },
        { label: t('common.backHome'), onClick: () => navigate('/', { replace: true }), primary: true, testId: 'back-home' },
      ]}
    />
  );
}
