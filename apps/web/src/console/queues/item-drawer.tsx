import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Image, Space, Spin, Typography } from 'antd';
import type { QueueGroup } from '@haiwai/contracts/console/constants';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleT } from '../i18n';
import { QUEUE_CALLS, queueKeys } from './queue-calls';
import { claimText, waited } from './queue-format';

/** One waiting item whole: its text, photos, author and claim, with the same actions as its row. */
export function ItemDrawer(props: { group: QueueGroup; queue: string; id: number | null; onClose(): void; onClaim(id: number): void; onApprove(id: number): void; onReject(id: number): void }) {
  const { group, queue, id, onClose, onClaim, onApprove, onReject } = props;
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const q = useQuery({ queryKey: queueKeys.item(group, queue, id ?? 0), queryFn: () => call(QUEUE_CALLS[group].item, { params: { queue, id: id! }, silent: true }), enabled: id !== null });
  const item = q.data;
  const claim = item ? claimText(t, item, lang) : null;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={item?.title ?? t('queues.details')}
      data-testid="queue-drawer"
      extra={
        item ? (
          <Space>
            {!item.claim?.mine ? <Button onClick={() => onClaim(item.id)}>{t('queues.claim')}</Button> : null}
            <Button type="primary" onClick={() => onApprove(item.id)} data-testid="drawer-approve">
              {t('queues.approve')}
            </Button>
            <Button danger onClick={() => onReject(item.id)} data-testid="drawer-reject">
              {t('queues.reject')}
            </Button>
          </Space>
        ) : null
      }
    >
      {q.isLoading ? <Spin /> : null}
      {q.isError ? <Typography.Text type="danger">{t('app.loadFailed')}</Typography.Text> : null}
      {item ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('queues.columns.author')}>{item.author ? `${item.author.nickname} (#${item.author.id})` : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('queues.columns.waited')}>{waited(t, item.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('queues.columns.claim')}>{claim ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} className="queue-drawer-heading">
            {t('queues.details')}
          </Typography.Title>
          <Typography.Paragraph className="queue-drawer-body">{item.body || item.summary || t('queues.noText')}</Typography.Paragraph>
          <Typography.Title level={2} className="queue-drawer-heading">
            {t('queues.photos')}
          </Typography.Title>
          {item.images.length ? (
            <Image.PreviewGroup>
              <Space wrap>
                {item.images.map((src, i) => (
                  <Image key={src} src={src} width={120} height={120} style={{ objectFit: 'cover' }} alt={`${item.title} ${i + 1}`} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : (
            <Empty description={t('queues.noPhotos')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
          {item.app_path ? (
            <p>
              <a href={item.app_path} target="_blank" rel="noreferrer">
                {t('queues.openInApp')}
              </a>
            </p>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}
