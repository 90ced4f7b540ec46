import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, type CounterConfiguration, type GaugeConfiguration, type HistogramConfiguration } from 'prom-client';

/** How often the event-loop monitor samples (ms). */
const LOOP_RESOLUTION_MS = 10;

/**
 * The app's Prometheus metrics (docs/operations.md, "Metrics"): one registry per app, never prom-client's global
 * one (test files share a worker's loaded modules and each builds its own app). The kernel's own metrics are made
 * here; core services (timers, push) are handed this object, and modules reach it as `ctx.metrics` and make theirs
 * with `counter`, `gauge` and `histogram`, which return the metric already registered under a name (so two
 * builders of one metric share it). Names start with `haiwai_`; labels stay few and bounded (no ids, no paths).
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #requests: Histogram<'method' | 'route' | 'status'>;
  /** One labelled child per method/route/status seen: prom-client hashes the labels object on every observe otherwise. */
  readonly #requestChildren = new Map<string, { observe(v: number): void }>();
  readonly #loop: ELDHistogram | null = null;

  /** `process: false` leaves out the process's own figures (event loop, CPU, memory): a registry for tests of composition. */
  constructor(opts: { process?: boolean } = {}) {
    this.#requests = this.histogram({
      name: 'haiwai_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern (unmatched: no route, the app shell included) and status, from arrival to the reply sent',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
    if (opts.process === false) return;
    this.#loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    this.#loop.enable();
    this.#processMetrics(this.#loop);
  }

  /** A counter: made once per name, the same object afterwards. */
  counter<L extends string = string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    return this.#existing(config.name, Counter) ?? new Counter({ ...config, registers: [this.registry] });
  }

  /** A gauge; `collect` (may be async) runs at each scrape to set it. */
  gauge<L extends string = string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return this.#existing(config.name, Gauge) ?? new Gauge({ ...config, registers: [this.registry] });
  }

  histogram<L extends string = string>(config: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
    return this.#existing(config.name, Histogram) ?? new Histogram({ ...config, registers: [this.registry] });
  }

  #existing<M extends Counter<never> | Gauge<never> | Histogram<never>>(name: string, kind: abstract new (...args: never[]) => M): M | undefined {
    const found = this.registry.getSingleMetric(name);
    if (found === undefined) return undefined;
    if (!(found instanceof kind)) throw new Error(`metric ${name} is registered already as another type`);
    return found;
  }

  /** One answered request (the kernel's onResponse hook): `route` is the route's pattern, undefined when none matched. */
  observeRequest(method: string, route: string | undefined, status: number, ms: number): void {
    const key = `${method} ${route ?? ''} ${status}`;
    let child = this.#requestChildren.get(key);
    if (!child) {
      child = this.#requests.labels(method, route ?? 'unmatched', String(status));
      this.#requestChildren.set(key, child);
    }
    child.observe(ms / 1000);
  }

  /** The text Prometheus scrapes (`GET /metrics`). */
  async text(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }

  /** Stops the event-loop monitor (the app closed). */
  close(): void {
    this.#loop?.disable();
  }

  /** Event-loop delay since the last scrape, CPU, memory and uptime of this process. */
  #processMetrics(loop: ELDHistogram): void {
    this.gauge({
      name: 'haiwai_event_loop_delay_seconds',
      help: 'Event-loop delay of this process since the previous scrape (monitorEventLoopDelay), by quantile; 1 is the maximum',
      labelNames: ['quantile'],
      collect() {
        if (loop.count === 0) return;
        // The monitor records the time between its timer's runs: the delay is what exceeds its resolution.
        const delay = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) / 1000;
        for (const q of [0.5, 0.9, 0.99]) this.set({ quantile: String(q) }, delay(loop.percentile(q * 100)));
        this.set({ quantile: '1' }, delay(loop.max));
        loop.reset();
      },
    });
    let cpu: NodeJS.CpuUsage = { user: 0, system: 0 };
    this.counter({
      name: 'haiwai_process_cpu_seconds_total',
      help: 'CPU time of this process (user and system)',
      collect() {
        const since = process.cpuUsage(cpu);
        cpu = process.cpuUsage();
        this.inc((since.user + since.system) / 1e6);
      },
    });
    this.gauge({
      name: 'haiwai_process_memory_bytes',
      help: 'Memory of this process: resident set, V8 heap used and total',
      labelNames: ['kind'],
      collect() {
        const m = process.memoryUsage();
        this.set({ kind: 'rss' }, m.rss);
        this.set({ kind: 'heap_used' }, m.heapUsed);
        this.set({ kind: 'heap_total' }, m.heapTotal);
      },
    });
    const started = Date.now() / 1000;
    this.gauge({ name: 'haiwai_process_start_time_seconds', help: 'When this process started (unix seconds)', collect() { this.set(started); } });
  }
}

/**
 * Runs `read` at most every `maxAgeMs` and keeps its answer in between: a scrape-time figure read from the database
 * (jobs due, orders by state) costs one query per interval whatever the number of scrapers. A failed read keeps
 * the last answer (null before any) and is not thrown into the scrape: the other metrics still answer.
 */
export function cachedReading<T>(read: () => Promise<T>, maxAgeMs: number, onError?: (err: unknown) => void): () => Promise<T | null> {
  let value: T | null = null;
  let at = 0;
  let running: Promise<T | null> | null = null;
  return () => {
    if (Date.now() - at < maxAgeMs) return Promise.resolve(value);
    running ??= read().then(
      (v) => {
        value = v;
        at = Date.now();
        return v;
      },
      (err: unknown) => {
        onError?.(err);
        return value;
      },
    ).finally(() => {
      running = null;
    });
    return running;
  }
}
