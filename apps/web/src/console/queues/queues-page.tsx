import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, List, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { QueueGroup } from '@haiwai/contracts/console/constants';
import { call } from '../../lib/http';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { GROUP_PATH, QUEUE_CALLS, queueKeys } from './queue-calls';
import { QueueTable } from './queue-table';
import './queues.css';

/** Every queue of a family with its waiting count in the console's area; a queue opens its table. */
function QueueList({ group }: { group: QueueGroup }) {
  const { t } = useConsoleT();
  const area = useConsoleArea();
  const q = useQuery({ queryKey: queueKeys.list(group, area), queryFn: () => call(QUEUE_CALLS[group].queues, { query: { site_area_id: area }, silent: true }) });
  const title = t(group === 'review' ? 'queues.title' : 'queues.serviceTitle');
  return (
    <>
      <PageHeading title={title} />
      {q.isLoading ? <Spin /> : null}
      {q.isError ? <Result status="error" title={t('app.loadFailed')} /> : null}
      {q.data ? (
        q.data.length ? (
          <List
            grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 3, xl: 4, xxl: 5 }}
            dataSource={q.data}
            renderItem={(queue) => (
              <List.Item>
                <Link to={`${GROUP_PATH[group]}?queue=${encodeURIComponent(queue.key)}`} className="queue-card-link" data-testid={`queue-${queue.key}`}>
                  <Card hoverable size="small" title={queue.title}>
                    <Badge count={queue.count} showZero overflowCount={9999} color={queue.count ? '#d4380d' : '#8c8c8c'} />
                    <span className="queue-card-count">{queue.count ? t('queues.waiting', { count: queue.count }) : t('queues.empty')}</span>
                  </Card>
                </Link>
              </List.Item>
            )}
          />
        ) : (
          <Empty description={t('queues.empty')} />
        )
      ) : null}
    </>
  );
}

/** The queue in the address as `?queue=<key>` (a key like `listing.housing` as the last path segment would read as a file name to the server). */
function QueuesOf({ group }: { group: QueueGroup }) {
  const queue = useSearchParams()[0].get('queue') ?? '';
  return queue ? <QueueTable key={queue} group={group} queue={queue} /> : <QueueList group={group} />;
}

/** /admin/queues: the review queues (listings, companies, posts, creatives, verifications…). */
export function QueuesPage() {
  return <QueuesOf group="review" />;
}

/** /admin/service: reports and feedback (customer service). */
export function ServiceQueuesPage() {
  return <QueuesOf group="service" />;
}
