import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Deps } from './deps.js';
import type { Health } from './health.js';
import type { MessagePart } from './messages.js';
import type { Metrics } from './metrics.js';
import type { PushHub } from './push/index.js';
import type { ReviewQueue } from './review-queues.js';
import type { SettingsDeclaration } from './settings.js';
import type { Timers } from './timers/index.js';

/**
 * What one server module says about itself, once. The composition root (`modules/index.ts`) lists the
 * modules; the app, the migrator and the seed walk that list, so adding a module is its folder plus one line
 * there. Nothing under core/ or db/ imports a module.
 */

/** Services modules offer each other. A module adds its entries by declaration merging:
 * `declare module '../../core/module.js' { interface Provided { listingCards: ListingCardLookup } }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Provided {}

/** Options the composition root passes to modules (tests inject fakes here); modules add theirs by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleOptions {}

/** What a module's hooks receive: the kernel's dependencies and the services other modules provide. */
export interface ModuleContext extends Deps {
  options: ModuleOptions;
  /** The push channel (core/push, docs/push.md): frames to users' open sockets on every node. */
  push: PushHub;
  /** Durable timers (docs/timers.md): register kinds in `init` or `routes`, schedule jobs in the caller's transaction. */
  timers: Timers;
  /** Prometheus metrics (core/metrics.ts, docs/operations.md): `ctx.metrics.counter({ name: 'haiwai_…', help, labelNames })`. */
  metrics: Metrics;
  /** Readiness (core/health.ts): `ctx.health.check(name, probe)` for what this node needs to take traffic (`/readyz`). */
  health: Health;
  /** Every module's review queues (core/review-queues.ts), collected on first call after every `init`: for the console and its counters. */
  reviewQueues(): readonly ReviewQueue[];
  /** The services of the modules this one `uses`; asking for one it did not declare throws at start. */
  use<K extends keyof Provided>(name: K): Provided[K];
}

/** What a seed hook receives (core/seed-runner.ts). Each hook guards itself with a marker row (core/seed-marker.ts). */
export interface SeedContext {
  db: Kysely<DB>;
  /** Stores a generated picture through the upload pipeline; returns its URL. */
  storeImage: (png: Buffer) => Promise<string>;
  log: (message: string) => void;
}

export interface ModuleDefinition {
  /** Unique, kebab-case; also the prefix of its migrations' names. */
  name: string;
  /** Person-facing messages of the module (zh source, en and vi typed against it). */
  messages?: MessagePart<Record<string, string>>;
  /** Its environment settings (`modules/<name>/settings.ts`): validated with the kernel's at start, read as `ctx.config.NAME`. */
  settings?: SettingsDeclaration;
  /** Kysely migrations, keyed by a globally ordered name: `<yyyymmddhhmm>-<module>-<what>` (older ones keep their `000N-` names). */
  migrations?: Record<string, Migration>;
  /** Services other modules may `use`, built once from the context. */
  provides?: (ctx: ModuleContext) => Partial<Provided>;
  /** Services of other modules this one needs (checked when the app is composed). */
  uses?: ReadonlyArray<keyof Provided>;
  /** Runs after every module's `provides`, before any routes: where a module plugs into another's extension points. */
  init?: (ctx: ModuleContext) => void;
  /** Its review queues in the operators' console (core/review-queues.ts): one entry per kind of thing to review. */
  reviewQueues?: (ctx: ModuleContext) => ReviewQueue[];
  /** Registers its HTTP routes (and sockets) inside the `/api` plugin. */
  routes?: (app: FastifyInstance, ctx: ModuleContext) => void | Promise<void>;
  /** Each hook runs at every start and returns true when it wrote something (false: its marker says it ran). */
  seed?: {
    /** What a working empty site needs, always written (areas, basis data, categories...). All reference hooks run before any demo hook. */
    reference?: (ctx: SeedContext) => Promise<boolean>;
    /** Only with SEED_DEMO (demo users, their listings, applications...); runs in list order, after every reference hook. */
    demo?: (ctx: SeedContext) => Promise<boolean>;
  };
}

/** `P` names what the module provides, so its `provides` must build exactly those services. */
export function defineModule<P extends keyof Provided = never>(
  def: Omit<ModuleDefinition, 'provides'> & { provides?: (ctx: ModuleContext) => Pick<Provided, P> },
): ModuleDefinition {
  return def;
}
