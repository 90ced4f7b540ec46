import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { Notice } from './notice-queries';
import { kindKey } from './notice-state';
import { Popup } from '../common/lazy-parts';

/** A notice without a link, opened in a sheet. */
export function NoticeDetail({ notice, onClose }: { notice: Notice | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Popup visible={notice !== null} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
      {notice && (
        <div className="notice-detail" data-testid="notice-detail">
          <div className="notice-detail__kind">{notice.is_broadcast ? t('notice.broadcast') : t(`notice.kind.${kindKey(notice.kind)}`)}</div>
          <h3 className="notice-detail__title">{notice.title}</h3>
          <time className="notice-detail__time">{new Date(notice.created_at * 1000).toLocaleString()}</time>
          {notice.body && <p className="notice-detail__body">{notice.body}</p>}
          <Button block shape="rounded" onClick={onClose} data-testid="notice-detail-close">
            {t('notice.close')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
