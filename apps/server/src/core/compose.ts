import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.js';
import { Health } from './health.js';
import { registerMessages } from './messages.js';
import { Metrics } from './metrics.js';
import { PushHub } from './push/index.js';
import type { Timers } from './timers/index.js';
import type { ModuleDefinition, ModuleContext, ModuleOptions, Provided } from './module.js';
import type { ReviewQueue } from './review-queues.js';

/**
 * Puts the listed modules together: registers their messages, builds what each provides (in list order, so a
 * module may use what an earlier one provides), runs their `init`, then registers their routes. A module
 * reaches another only through a service it declared in `uses`; anything else is a start-up error.
 */
export class ModuleRegistry {
  private readonly services = new Map<keyof Provided, unknown>();
  private readonly providers = new Map<keyof Provided, string>();
  private queues: readonly ReviewQueue[] | null = null;
  /** One push channel per app, started with it (Redis subscription) and closed with it. */
  readonly push: PushHub;
  /** The app's metrics and readiness checks (a registry of its own when the caller passes none: tests of composition). */
  readonly ops: { metrics: Metrics; health: Health };

  constructor(
    private readonly modules: readonly ModuleDefinition[],
    private readonly deps: Deps,
    private readonly options: ModuleOptions = {},
    private readonly timers?: Timers,
    ops?: { metrics: Metrics; health: Health },
  ) {
    this.ops = ops ?? { metrics: new Metrics({ process: false }), health: new Health() };
    this.push = new PushHub(() => deps.database.db, deps.redis ?? null, deps.log, this.ops.metrics);
    const names = new Set<string>();
    for (const m of modules) {
      if (names.has(m.name)) throw new Error(`module ${m.name} is listed twice`);
      names.add(m.name);
      if (m.messages) registerMessages(m.messages);
    }
    for (const m of modules) {
      if (!m.provides) continue;
      for (const [name, service] of Object.entries(m.provides(this.contextFor(m)))) {
        if (this.services.has(name as keyof Provided)) throw new Error(`${name} is provided by two modules`);
        this.services.set(name as keyof Provided, service);
        this.providers.set(name as keyof Provided, m.name);
      }
    }
    for (const m of modules) m.init?.(this.contextFor(m));
  }

  /** For the composition root itself (the app shell needs the areas directory, for example). */
  get<K extends keyof Provided>(name: K): Provided[K] {
    if (!this.services.has(name)) throw new Error(`no module provides ${name}`);
    return this.services.get(name) as Provided[K];
  }

  async registerRoutes(app: FastifyInstance): Promise<void> {
    app.addHook('onReady', () => this.push.start());
    app.addHook('onClose', () => this.push.close());
    for (const m of this.modules) await m.routes?.(app, this.contextFor(m));
  }

  /**
   * Every module's review queues (`reviewQueues`, core/review-queues.ts), in list order, built once on first use (after
   * every `init`, so a queue may use what other modules plugged in). A key two queues share stops the start.
   */
  reviewQueues(): readonly ReviewQueue[] {
    if (this.queues) return this.queues;
    const all: ReviewQueue[] = [];
    for (const m of this.modules) {
      for (const q of m.reviewQueues?.(this.contextFor(m)) ?? []) {
        if (all.some((other) => other.key === q.key)) throw new Error(`review queue ${q.key} is declared twice (module ${m.name})`);
        all.push(q);
      }
    }
    this.queues = all;
    return all;
  }

  private contextFor(m: ModuleDefinition): ModuleContext {
    const timers = this.timers;
    return {
      ...this.deps,
      options: this.options,
      push: this.push,
      metrics: this.ops.metrics,
      health: this.ops.health,
      reviewQueues: () => this.reviewQueues(),
      get timers(): Timers {
        if (!timers) throw new Error(`module ${m.name} uses timers, but this registry was built without them`);
        return timers;
      },
      use: <K extends keyof Provided>(name: K): Provided[K] => {
        if (!m.uses?.includes(name) && this.providers.get(name) !== m.name) throw new Error(`module ${m.name} uses ${name} without declaring it in \`uses\``);
        if (!this.services.has(name)) throw new Error(`module ${m.name} uses ${name}, which no module listed before it provides`);
        return this.services.get(name) as Provided[K];
      },
    };
  }
}
