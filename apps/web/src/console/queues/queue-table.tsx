import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Image, Input, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { QueueItem } from '@haiwai/contracts/console';
import type { QueueGroup } from '@haiwai/contracts/console/constants';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleArea, useConsoleMe } from '../app/access';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { ItemDrawer } from './item-drawer';
import { GROUP_PATH, QUEUE_CALLS, queueKeys } from './queue-calls';
import { claimText, waited } from './queue-format';
import { RejectDialog, type RejectChoice } from './reject-dialog';
import { useQueueActions } from './use-queue-actions';
import { StatusTag } from '../layout/status-tag';

const PAGE = 20;

/** The queue's rows in the console's area, oldest first, page after page (the server's shared pager). */
function useQueueRows(group: QueueGroup, queue: string, words: string) {
  const area = useConsoleArea();
  return useInfiniteQuery({
    queryKey: queueKeys.items(group, queue, area, words),
    queryFn: ({ pageParam }) => call(QUEUE_CALLS[group].items, { params: { queue }, query: { site_area_id: area, cursor: pageParam, limit: PAGE, q: words || undefined }, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** j / k move, a approves, r rejects, Enter opens: only while no dialog, drawer or text field has the keys. */
function useQueueKeys(enabled: boolean, handlers: { move(step: number): void; approve(): void; reject(): void; open(): void }) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || (el && (el.closest('input, textarea, select, [contenteditable="true"], .ant-modal, .ant-drawer, .ant-select') !== null))) return;
      const act = { j: () => handlers.move(1), k: () => handlers.move(-1), a: handlers.approve, r: handlers.reject, Enter: handlers.open }[e.key];
      if (!act) return;
      e.preventDefault();
      act();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, handlers]);
}

/** One queue: antd Table with the area filter (the console's), words, waiting-time sort, bulk decisions, claims and keys. */
export function QueueTable({ group, queue }: { group: QueueGroup; queue: string }) {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  const { me } = useConsoleMe();
  const [words, setWords] = useState('');
  const [newestFirst, setNewestFirst] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [active, setActive] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const rowsQuery = useQueueRows(group, queue, words);
  const queues = useQuery({ queryKey: queueKeys.list(group, area), queryFn: () => call(QUEUE_CALLS[group].queues, { query: { site_area_id: area }, silent: true }) });
  const title = queues.data?.find((q) => q.key === queue)?.title ?? queue;
  const { claim, release, decide } = useQueueActions(group, queue);
  const rows = useMemo(() => {
    const all = rowsQuery.data?.pages.flatMap((p) => p.list) ?? [];
    return newestFirst ? [...all].reverse() : all;
  }, [rowsQuery.data, newestFirst]);
  const areaName = (id: number | null) => me?.areas.find((a) => a.id === id)?.name ?? (id === null ? '—' : `#${id}`);

  const approve = (ids: number[]) => decide.mutate({ ids, action: 'approve' }, { onSuccess: () => (setSelected((s) => s.filter((x) => !ids.includes(x))), setOpened(null)) });
  const reject = (ids: number[], choice: RejectChoice) =>
    decide.mutate({ ids, action: 'reject', ...choice }, { onSuccess: () => (setSelected((s) => s.filter((x) => !ids.includes(x))), setRejecting(null), setOpened(null)) });
  const current = rows[Math.min(active, rows.length - 1)];
  const keys = useMemo(
    () => ({
      move: (step: number) => setActive((i) => Math.max(0, Math.min(rows.length - 1, i + step))),
      approve: () => current && approve([current.id]),
      reject: () => current && setRejecting([current.id]),
      open: () => current && setOpened(current.id),
    }),
    [rows, current],
  );
  useQueueKeys(opened === null && rejecting === null, keys);
  useEffect(() => {
    document.querySelector(`[data-row-key="${current?.id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current?.id]);

  const columns: TableColumnsType<QueueItem> = [
    {
      title: t('queues.columns.item'),
      key: 'item',
      render: (_, item) => (
        <Space align="start">
          {item.image ? <Image src={item.image} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" preview={false} /> : null}
          <div>
            <Button type="link" className="queue-item-title" onClick={() => setOpened(item.id)} data-testid={`queue-open-${item.id}`}>
              {item.title}
            </Button>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="queue-item-summary">
              {item.summary}
            </Typography.Paragraph>
          </div>
        </Space>
      ),
    },
    { title: t('queues.columns.author'), key: 'author', width: 130, render: (_, item) => item.author?.nickname ?? '—' },
    { title: t('queues.columns.area'), key: 'area', width: 110, render: (_, item) => areaName(item.site_area_id) },
    {
      title: t('queues.columns.waited'),
      key: 'waited',
      width: 120,
      sorter: true,
      sortOrder: newestFirst ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, item) => <Tooltip title={new Date(item.created_at).toLocaleString()}>{waited(t, item.created_at)}</Tooltip>,
    },
    {
      title: t('queues.columns.claim'),
      key: 'claim',
      width: 170,
      render: (_, item) => {
        const text = claimText(t, item, lang);
        if (!text) return <Button size="small" onClick={() => claim.mutate(item.id)} data-testid={`queue-claim-${item.id}`}>{t('queues.claim')}</Button>;
        return (
          <Space direction="vertical" size={2}>
            <StatusTag tone={item.claim?.mine ? 'blue' : 'orange'} data-testid={`queue-claimed-${item.id}`}>
              {text}
            </StatusTag>
            {item.claim?.mine ? (
              <Button size="small" type="link" onClick={() => release.mutate(item.id)}>
                {t('queues.release')}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
    {
      title: t('queues.columns.actions'),
      key: 'actions',
      width: 150,
      render: (_, item) => (
        <Space>
          <Button type="primary" size="small" onClick={() => approve([item.id])} data-testid={`queue-approve-${item.id}`}>
            {t('queues.approve')}
          </Button>
          <Button danger size="small" onClick={() => setRejecting([item.id])} data-testid={`queue-reject-${item.id}`}>
            {t('queues.reject')}
          </Button>
        </Space>
      ),
    },
  ];

  const rejectArea = rows.find((r) => rejecting?.includes(r.id))?.site_area_id ?? area ?? null;
  const total = rowsQuery.data?.pages[0]?.total;
  return (
    <>
      <PageHeading
        title={title}
        extra={
          <Link to={GROUP_PATH[group]}>
            <ArrowLeftOutlined aria-hidden /> {t('queues.back')}
          </Link>
        }
      />
      <div className="queue-toolbar">
        <Input.Search allowClear placeholder={t('queues.words')} aria-label={t('queues.words')} enterButton={t('queues.search')} onSearch={(v) => setWords(v.trim())} style={{ maxWidth: 360 }} />
        <Space>
          {selected.length ? <span>{t('queues.selected', { count: selected.length })}</span> : null}
          <Button type="primary" disabled={!selected.length} loading={decide.isPending} onClick={() => approve(selected)} data-testid="bulk-approve">
            {t('queues.approveSelected', { count: selected.length })}
          </Button>
          <Button danger disabled={!selected.length} onClick={() => setRejecting(selected)} data-testid="bulk-reject">
            {t('queues.rejectSelected', { count: selected.length })}
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className="queue-keys">
        {t('queues.keys')}
        {total !== undefined ? ` · ${t('queues.total', { count: total })}` : ''}
      </Typography.Paragraph>
      <Table<QueueItem>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={rowsQuery.isLoading}
        pagination={false}
        size="middle"
        data-testid="queue-table"
        locale={{ emptyText: t('queues.empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        rowClassName={(item) => (item.id === current?.id ? 'queue-row--active' : '')}
        onChange={(_p, _f, sorter) => {
          const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
          setNewestFirst(order === 'ascend');
        }}
        onRow={(item, index) => ({ onClick: () => setActive(index ?? 0), 'aria-selected': item.id === current?.id })}
      />
      {rowsQuery.hasNextPage ? (
        <div className="queue-more">
          <Button onClick={() => void rowsQuery.fetchNextPage()} loading={rowsQuery.isFetchingNextPage}>
            {t('queues.loadMore')}
          </Button>
        </div>
      ) : null}
      <ItemDrawer group={group} queue={queue} id={opened} onClose={() => setOpened(null)} onClaim={(id) => claim.mutate(id)} onApprove={(id) => approve([id])} onReject={(id) => setRejecting([id])} />
      <RejectDialog group={group} queue={queue} areaId={rejectArea} count={rejecting?.length ?? 0} open={rejecting !== null} busy={decide.isPending} onCancel={() => setRejecting(null)} onConfirm={(c) => reject(rejecting ?? [], c)} />
    </>
  );
}
