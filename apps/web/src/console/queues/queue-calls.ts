import type { QueueGroup } from '@haiwai/contracts/console/constants';

/** The calls of one queue family (review / service): the same shapes, each family with its own permission. */
export const QUEUE_CALLS = {
  review: {
    queues: 'consoleReviewQueues',
    items: 'consoleReviewItems',
    item: 'consoleReviewItem',
    claim: 'consoleReviewClaim',
    release: 'consoleReviewRelease',
    decide: 'consoleReviewDecide',
    reasons: 'consoleReviewReasons',
  },
  service: {
    queues: 'consoleServiceQueues',
    items: 'consoleServiceItems',
    item: 'consoleServiceItem',
    claim: 'consoleServiceClaim',
    release: 'consoleServiceRelease',
    decide: 'consoleServiceDecide',
    reasons: 'consoleServiceReasons',
  },
} as const satisfies Record<QueueGroup, Record<string, string>>;

/** Where a family's pages live in the console. */
export const GROUP_PATH: Record<QueueGroup, string> = { review: '/admin/queues', service: '/admin/service' };

export const queueKeys = {
  all: ['console', 'queues'] as const,
  list: (group: QueueGroup, area: number | undefined) => ['console', 'queues', group, area ?? 0] as const,
  items: (group: QueueGroup, queue: string, area: number | undefined, q: string) => ['console', 'queues', group, 'items', queue, area ?? 0, q] as const,
  item: (group: QueueGroup, queue: string, id: number) => ['console', 'queues', group, 'item', queue, id] as const,
  reasons: (group: QueueGroup, area: number, queue: string) => ['console', 'queues', group, 'reasons', area, queue] as const,
};
