import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { REPORT_DETAIL_MAX } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { ApiError } from '../../lib/http';
import { Chips } from './chips';
import { Popup } from './lazy-parts';
import './report-popup.css';

/**
 * The words a report form reads, a block of its caller's dictionary (`listing.report`): title, reason, reasons.<each
 * reason>, detail, detailPlaceholder, chooseReason, detailRequired, submit, done.
 */
export interface ReportPopupProps<Reason extends string> {
  visible: boolean;
  onClose(): void;
  /** The key of the words' block. */
  words: string;
  /** The reasons offered; "other" asks for the details. */
  reasons: readonly Reason[];
  /** Sends the report (the `report` call with the caller's target type and id). */
  send(reason: Reason, detail: string): Promise<unknown>;
}

/**
 * Report something to the area admins' report queue (a listing, a post, a comment…): a reason from the caller's
 * reasons, details required for "other". Already reported (409) counts as done.
 */
export function ReportPopup<Reason extends string>({ visible, onClose, words, reasons, send }: ReportPopupProps<Reason>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<Reason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason) return setError(t(`${words}.chooseReason`));
    if (reason === 'other' && !detail.trim()) return setError(t(`${words}.detailRequired`));
    setError('');
    setBusy(true);
    try {
      await send(reason, detail.trim());
      showToast({ icon: 'success', content: t(`${words}.done`) });
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
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="report-sheet" destroyOnClose>
      <div className="report-sheet__body" data-testid="report-popup">
        <div className="report-sheet__title">{t(`${words}.title`)}</div>
        <div className="report-sheet__label">{t(`${words}.reason`)}</div>
        <Chips
          value={reason ? [reason] : []}
          options={reasons.map((r) => ({ label: t(`${words}.reasons.${r}`), value: r }))}
          onChange={(v) => setReason(v[0] ?? null)}
          testId="report-reasons"
        />
        <div className="report-sheet__label">{t(`${words}.detail`)}</div>
        <TextArea value={detail} onChange={setDetail} maxLength={REPORT_DETAIL_MAX} showCount rows={3} placeholder={t(`${words}.detailPlaceholder`)} aria-label={t(`${words}.detail`)} />
        {error && <div className="report-sheet__error" role="alert">{error}</div>}
        <Button block color="danger" shape="rounded" loading={busy} onClick={() => void submit()} data-testid="report-submit">
          {t(`${words}.submit`)}
        </Button>
      </div>
    </Popup>
  );
}
