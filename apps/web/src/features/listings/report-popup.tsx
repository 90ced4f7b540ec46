import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { REPORT_DETAIL_MAX, REPORT_REASONS, type ReportReason } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { ApiError, call } from '../../lib/http';
import { Chips } from '../common/chips';


/** Report target types are lower-case words: `housing`, `sh-goods`, `job-hunt`. */
export const reportTargetType = (kind: string) => kind.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

export function ReportPopup({ visible, onClose, kind, id, siteAreaId }: { visible: boolean; onClose(): void; kind: string; id: number; siteAreaId: number }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason) return setError(t('listing.report.chooseReason'));
    if (reason === 'other' && !detail.trim()) return setError(t('listing.report.detailRequired'));
    setError('');
    setBusy(true);
    try {
      await call('report', { body: { target_type: reportTargetType(kind), target_id: id, reason, detail: detail.trim(), site_area_id: siteAreaId || undefined } });
      showToast({ icon: 'success', content: t('listing.report.done') });
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
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="lreport" destroyOnClose>
      <div className="lreport__body" data-testid="report-popup">
        <div className="lreport__title">{t('listing.report.title')}</div>
        <div className="lreport__label">{t('listing.report.reason')}</div>
        <Chips
          value={reason ? [reason] : []}
          options={REPORT_REASONS.map((r) => ({ label: t(`listing.report.reasons.${r}`), value: r }))}
          onChange={(v) => setReason((v[0] as ReportReason | undefined) ?? null)}
          testId="report-reasons"
        />
        <div className="lreport__label">{t('listing.report.detail')}</div>
        <TextArea value={detail} onChange={setDetail} maxLength={REPORT_DETAIL_MAX} showCount rows={3} placeholder={t('listing.report.detailPlaceholder')} />
        {error && <div className="lreport__error">{error}</div>}
        <Button block color="danger" shape="rounded" loading={busy} onClick={() => void submit()} data-testid="report-submit">
          {t('listing.report.submit')}
        </Button>
      </div>
    </Popup>
  );
}
