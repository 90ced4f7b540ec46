import { CONTENT_REPORT_REASONS } from '../../lib/contracts';
import { call } from '../../lib/http';
import { ReportPopup } from '../common/report-popup';

/** Report a post: the content reasons, the post as the target. */
export function ReportPostPopup({ visible, onClose, postId, siteAreaId }: { visible: boolean; onClose(): void; postId: number; siteAreaId: number }) {
  return (
    <ReportPopup
      visible={visible}
      onClose={onClose}
      words="social.report"
      reasons={CONTENT_REPORT_REASONS}
      send={(reason, detail) => call('report', { body: { target_type: 'social_post', target_id: postId, reason, detail, site_area_id: siteAreaId || undefined } })}
    />
  );
}
