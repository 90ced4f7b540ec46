import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { TIMING } from '../lib/contracts';

/** Shown only if the page takes longer than 200 ms, so fast loads never flash a spinner. */
export function DelayedLoading() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), TIMING.asyncPageDelayMs);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="page-loading" role="status" data-testid="page-loading">
      <DotLoading color="primary" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
