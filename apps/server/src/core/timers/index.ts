import type { Timers } from './timers.js';

export { Timers, defaultBackoff } from './timers.js';
export type { TimerContext, TimerHandler, TimerJob, TimersOptions, ScheduleOptions, KindOptions } from './timers.js';
export type { TimerTables, ScheduledJobTable, ScheduledJobStatus } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable timers (docs/timers.md): modules register kinds and schedule jobs; main.ts starts polling. */
    timers: Timers;
  }
}
