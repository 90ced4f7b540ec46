import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Drawer, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import type { QueueItem } from '@haiwai/contracts/console';
import { VERIFICATION_QUEUES } from '@haiwai/contracts/verification/constants';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { queueKeys } from '../queues/queue-calls';
import { claimText, waited } from '../queues/queue-format';
import { RejectDialog, type RejectChoice } from '../queues/reject-dialog';
import { useQueueActions } from '../queues/use-queue-actions';
import { LicenceDetail, RealNameDetail } from './details';
import './verification.css';
import { StatusTag } from '../layout/status-tag';

type VerificationQueue = (typeof VERIFICATION_QUEUES)[keyof typeof VERIFICATION_QUEUES];
const PAGE = 20;

/** /admin/verification: the real-name and licence queues of the console's area, each request reviewed with its private pictures. */
export function VerificationPage() {
  const { t } = useConsoleT();
  const [tab, setTab] = useState<VerificationQueue>(VERIFICATION_QUEUES.realName);
  return (
    <>
      {/* The console's heading markup (layout's PageHeading); not imported: layout -> pages.ts -> this page would be a circle. */}
      <div className="console-heading">
        <Typography.Title level={1} className="console-title">
          {t('verification.title')}
        </Typography.Title>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as VerificationQueue)}
        destroyOnHidden
        items={[
          { key: VERIFICATION_QUEUES.realName, label: t('verification.realName'), children: <VerificationQueueView queue={VERIFICATION_QUEUES.realName} /> },
          { key: VERIFICATION_QUEUES.licence, label: t('verification.licence'), children: <VerificationQueueView queue={VERIFICATION_QUEUES.licence} /> },
        ]}
      />
    </>
  );
}

/** The queue's waiting requests, oldest first, through the console's review calls (claims and decisions included). */
function VerificationQueueView({ queue }: { queue: VerificationQueue }) {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  const [opened, setOpened] = useState<QueueItem | null>(null);
  const rows = useInfiniteQuery({
    queryKey: queueKeys.items('review', queue, area, ''),
    queryFn: ({ pageParam }) => call('consoleReviewItems', { params: { queue }, query: { site_area_id: area, cursor: pageParam, limit: PAGE }, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const items = rows.data?.pages.flatMap((p) => p.list) ?? [];
  const columns: TableColumnsType<QueueItem> = [
    { title: queue === VERIFICATION_QUEUES.realName ? t('verification.name') : t('verification.company'), key: 'title', render: (_, i) => i.title },
    { title: queue === VERIFICATION_QUEUES.realName ? t('verification.member') : t('verification.owner'), key: 'author', width: 180, render: (_, i) => (i.author ? `${i.author.nickname} (#${i.author.id})` : '—') },
    { title: queue === VERIFICATION_QUEUES.realName ? t('verification.idNumber') : t('verification.licenceNo'), key: 'summary', width: 240, render: (_, i) => i.summary },
    { title: t('queues.columns.waited'), key: 'waited', width: 120, render: (_, i) => waited(t, i.created_at) },
    { title: t('queues.columns.claim'), key: 'claim', width: 220, render: (_, i) => claimText(t, i, lang) ?? '—' },
    {
      title: t('queues.columns.actions'),
      key: 'open',
      width: 120,
      render: (_, i) => (
        <Button type="primary" size="small" onClick={() => setOpened(i)} data-testid={`verify-open-${i.id}`}>
          {t('verification.review')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table<QueueItem> rowKey="id" columns={columns} dataSource={items} loading={rows.isLoading} pagination={false} size="middle" locale={{ emptyText: t('verification.empty') }} data-testid={`verify-table-${queue}`} />
      {rows.hasNextPage ? (
        <Button block onClick={() => void rows.fetchNextPage()} loading={rows.isFetchingNextPage} style={{ marginTop: 12 }}>
          {t('queues.loadMore')}
        </Button>
      ) : null}
      <ReviewDrawer queue={queue} item={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/** One request: its detail with the private pictures, claim, approve, reject with the area's reasons. */
function ReviewDrawer({ queue, item, onClose }: { queue: VerificationQueue; item: QueueItem | null; onClose(): void }) {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const { claim, decide } = useQueueActions('review', queue);
  const [rejecting, setRejecting] = useState(false);
  const claimed = item ? claimText(t, item, lang) : null;
  const approve = () => item && decide.mutate({ ids: [item.id], action: 'approve' }, { onSuccess: ({ results }) => results[0]?.ok && onClose() });
  const reject = (choice: RejectChoice) =>
    item && decide.mutate({ ids: [item.id], action: 'reject', ...choice }, { onSuccess: ({ results }) => (setRejecting(false), results[0]?.ok && onClose()) });
  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      size="large"
      title={item ? t('verification.reviewTitle', { name: item.title }) : ''}
      data-testid="verify-drawer"
      extra={
        item ? (
          <Space>
            {claimed ? <StatusTag tone="blue">{claimed}</StatusTag> : <Button onClick={() => claim.mutate(item.id)}>{t('queues.claim')}</Button>}
            <Button type="primary" onClick={approve} loading={decide.isPending} data-testid="verify-approve">
              {t('queues.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)} data-testid="verify-reject">
              {t('queues.reject')}
            </Button>
          </Space>
        ) : null
      }
    >
      {item ? (
        queue === VERIFICATION_QUEUES.realName ? <RealNameDetail id={item.id} /> : <LicenceDetail id={item.id} />
      ) : (
        <Typography.Text />
      )}
      <RejectDialog group="review" queue={queue} areaId={item?.site_area_id ?? null} count={1} open={rejecting} busy={decide.isPending} onCancel={() => setRejecting(false)} onConfirm={reject} />
    </Drawer>
  );
}
