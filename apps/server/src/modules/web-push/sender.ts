import { normalizeLang, type Lang } from '@haiwai/contracts';
import { WEB_PUSH, type WebPushKind, type WebPushPayload } from '@haiwai/contracts/web-push';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Target, WebPushStore } from './store.js';
import type { Vapid } from './vapid.js';

/** One notification for one member: its kind (their switch) and its text in their language. */
export interface Delivery {
  userId: number;
  kind: WebPushKind;
  render(lang: Lang): WebPushPayload;
}

/**
 * Work queued by the chat and notice hooks: `users` who might be notified, and what they are sent, worked out (database
 * reads) off the request path for those of them with a subscribed device only. A batch first reads the devices of every
 * job's users in one query; members without one cost nothing more (most chat traffic, and all of a benchmark's).
 */
export interface PushJob {
  users: readonly number[];
  deliveries(withDevices: ReadonlySet<number>): Promise<Delivery[]>;
}

export interface SenderOptions {
  /** Per request to a push service. */
  timeoutMs?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Jobs worked out together (one query for all their receivers' devices). */
  batch?: number;
  /** How long a push service keeps a push for a device that is offline (seconds). */
  ttlSeconds?: number;
}

/** What became of one push request (for the module's metric and the tests). */
export type SendResult = 'sent' | 'gone' | 'failed';

/** A notification's body on the lock screen: at most `WEB_PUSH.bodyMax` characters. */
export const shortBody = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > WEB_PUSH.bodyMax ? `${chars.slice(0, WEB_PUSH.bodyMax - 1).join('')}…` : chars.join('');
};

/**
 * Sends Web Push notifications off the request path (docs/web-push.md): hooks `enqueue` a job and return at once; a
 * single runner works through the queue in batches (the jobs' receivers, one query for all their devices and switches),
 * posts each encrypted payload (RFC 8291, aes128gcm, signed with VAPID: the `web-push` package builds the request)
 * with a timeout and a bounded number in flight, and drops a subscription its push service says is gone (404/410).
 * Nothing here ever fails or slows the chat send or the notice that caused it.
 */
export class WebPushSender {
  readonly #queue: PushJob[] = [];
  #running: Promise<void> | null = null;
  #closed = false;
  readonly #opts: Required<SenderOptions>;
  /** Some member has a device (once true, it stays: the batch's query then finds who). */
  #any = false;
  /** Until when "no device anywhere" is believed without asking again. */
  #noneUntil = 0;

  constructor(
    private readonly store: WebPushStore,
    private readonly vapid: Vapid,
    private readonly log: FastifyBaseLogger,
    opts: SenderOptions = {},
    private readonly observe?: (result: SendResult) => void,
  ) {
    this.#opts = { timeoutMs: 10_000, concurrency: 8, batch: 64, ttlSeconds: 24 * 3600, ...opts };
  }

  enqueue(job: PushJob): void {
    if (this.#closed) return;
    this.#queue.push(job);
    this.#running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#drain()).finally(() => (this.#running = null));
  }

  /** A member subscribed a device through this node: start sending at once (other nodes learn it within a minute). */
  subscribed(): void {
    this.#any = true;
  }

  /** Asks once at start whether any device exists (the app's onReady), so the first messages need not. */
  async prime(): Promise<void> {
    await this.#anyDevices().catch(() => undefined);
  }

  /**
   * Whether any device exists, asked at most once a minute while none does: a site (or a test, or a benchmark) where
   * nobody turned notifications on costs chat traffic no query at all.
   */
  async #anyDevices(): Promise<boolean> {
    if (this.#any || Date.now() < this.#noneUntil) return this.#any;
    this.#noneUntil = Date.now() + 60_000;
    this.#any = await this.store.anyDevices();
    return this.#any;
  }

  /** Resolves once the queue is empty and nothing is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Takes no more jobs; waits for those under way (each request is bounded by its timeout). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#queue.length = 0;
    await this.idle();
  }

  async #drain(): Promise<void> {
    while (this.#queue.length && !this.#closed) {
      const jobs = this.#queue.splice(0, this.#opts.batch);
      try {
        await this.#runBatch(jobs);
      } catch (err) {
        this.log.warn({ err }, 'web push: a batch failed');
      }
    }
  }

  async #runBatch(jobs: PushJob[]): Promise<void> {
    if (!(await this.#anyDevices())) return;
    const targets = await this.store.targets(jobs.flatMap((job) => job.users));
    if (targets.length === 0 || this.#closed) return;
    const withDevices = new Set(targets.map((t) => t.userId));
    const settled = await Promise.allSettled(jobs.filter((job) => job.users.some((u) => withDevices.has(u))).map((job) => job.deliveries(withDevices)));
    const deliveries = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
    for (const s of settled) if (s.status === 'rejected') this.log.warn({ err: s.reason }, 'web push: a job failed');
    const sends: (() => Promise<void>)[] = [];
    for (const d of deliveries) {
      for (const t of targets) {
        if (t.userId !== d.userId || !t.kinds[d.kind]) continue;
        const payload = d.render(normalizeLang(t.lang ?? undefined));
        sends.push(() => this.#send(t, payload));
      }
    }
    await pool(sends, this.#opts.concurrency);
  }

  async #send(target: Target, payload: WebPushPayload): Promise<void> {
    let result: SendResult = 'failed';
    try {
      const req = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: this.vapid,
        TTL: this.#opts.ttlSeconds,
        urgency: 'high',
        topic: topicOf(payload.tag),
      });
      const res = await fetch(req.endpoint, { method: req.method, headers: req.headers as Record<string, string>, body: req.body ?? undefined, signal: AbortSignal.timeout(this.#opts.timeoutMs), redirect: 'error' });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) {
        result = 'gone';
        await this.store.drop(target.endpoint);
      } else if (res.ok) result = 'sent';
      else this.log.warn({ status: res.status, host: new URL(target.endpoint).host }, 'web push: the push service refused a push');
    } catch (err) {
      this.log.warn({ err, host: safeHost(target.endpoint) }, 'web push: a push failed');
    }
    this.observe?.(result);
  }
}

/** A push service keeps only the newest push of a topic per device (one per conversation): base64url, ≤ 32 characters. */
function topicOf(tag: string): string {
  return Buffer.from(tag).toString('base64url').slice(0, 32);
}

function safeHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/** Runs the tasks with at most `limit` at once. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
