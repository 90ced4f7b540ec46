import { REPORT_REASONS } from '../../lib/contracts';
import { call } from '../../lib/http';
import { ReportPopup as ReportForm } from '../common/report-popup';

/** Report target types are lower-case words: `housing`, `sh-goods`, `job-hunt`. */
export const reportTargetType = (kind: string) => kind.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

/** Report a listing: the listing reasons, its kind as the target type. */
export function ReportPopup({ visible, onClose, kind, id, siteAreaId }: { visible: boolean; onClose(): void; kind: string; id: number; siteAreaId: number }) {
  return (
    <ReportForm
      visible={visible}
      onClose={onClose}
      words="listing.report"
      reasons={REPORT_REASONS}
      send={(reason, detail) => call('report', { body: { target_type: reportTargetType(kind), target_id: id, reason, detail, site_area_id: siteAreaId || undefined } })}
    />
  );
}
