import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { CONTENT_REPORT_REASONS, REPORT_DETAIL_MAX, type ContentReportReason } from '../../lib/contracts';
import { ApiError, call } from '../../lib/http';
import { Chips } from '../common/chips';
import { showToast } from '../../lib/feedback';

/** Report a post (the area admins' report queue): a reason from the content reasons, details required for "other". */
export function ReportPostPopup({ visible, onClose, postId, siteAreaId }: { visible: boolean; onClose(): void; postId: number; siteAreaId: number }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ContentReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason) return setError(t('social.report.chooseReason'));
    if (reason === 'other' && !detail.trim()) return setError(t('social.report.detailRequired'));
    setError('');
    setBusy(true);
    try {
      await call('report', { body: { target_type: 'social_post', target_id: postId, reason, detail: detail.trim(), site_area_id: siteAreaId || undefined } });
      showToast({ icon: 'success', content: t('social.report.done') });
      setReason(null);
      setDetail('');
      onClose();
    } catch (err) {
      // The http client showed the message (a 401 goes to login); already reported (409) is done too.
      if (err instanceof ApiError && err.code === 409) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sreport" destroyOnClose>
      <div className="sreport__body" data-testid="report-popup">
        <div className="sreport__title">{t('social.report.title')}</div>
        <div className="sreport__label">{t('social.report.reason')}</div>
        <Chips
          value={reason ? [reason] : []}
          options={CONTENT_REPORT_REASONS.map((r) => ({ label: t(`social.report.reasons.${r}`), value: r }))}
          onChange={(v) => setReason((v[0] as ContentReportReason | undefined) ?? null)}
          testId="report-reasons"
        />
        <div className="sreport__label">{t('social.report.detail')}</div>
        <TextArea value={detail} onChange={setDetail} maxLength={REPORT_DETAIL_MAX} showCount rows={3} placeholder={t('social.report.detailPlaceholder')} aria-label={t('social.report.detail')} />
        {error && <div className="sreport__error" role="alert">{error}</div>}
        <Button block color="danger" shape="rounded" loading={busy} onClick={() => void submit()} data-testid="report-submit">
          {t('social.report.submit')}
        </Button>
      </div>
    </Popup>
  );
}
