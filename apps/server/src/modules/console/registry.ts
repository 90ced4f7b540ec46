import { QUEUE_GROUPS, type QueueGroup } from '@haiwai/contracts/console';
import { notFound } from '../../core/errors.js';
import type { ReviewQueue } from '../../core/review-queues.js';

/**
 * The console's view of every module's review queues (collected by the composition root from each module's
 * `reviewQueues`): a queue belongs to the family of its permission ('review' or 'service'), and is found by key
 * only in its own family, so the family's permission check is the queue's.
 */
export class QueueRegistry {
  constructor(private readonly all: () => readonly ReviewQueue[]) {}

  /** Checks every queue once: its permission must name a family (else no call could reach it). */
  check(): void {
    for (const q of this.all()) {
      if (!(QUEUE_GROUPS as readonly string[]).includes(q.permission)) throw new Error(`review queue ${q.key} needs '${q.permission}', which no console family serves (review, service)`);
    }
  }

  of(group: QueueGroup): ReviewQueue[] {
    return this.all().filter((q) => q.permission === group);
  }

  /** The queue `key` of `group`, or the console's 404. */
  get(group: QueueGroup, key: string): ReviewQueue {
    const q = this.all().find((x) => x.key === key && x.permission === group);
    if (!q) throw notFound('console.queue_not_found');
    return q;
  }

  has(key: string): boolean {
    return this.all().some((q) => q.key === key);
  }
}
