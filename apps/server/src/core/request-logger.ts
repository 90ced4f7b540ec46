import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = (...args: unknown[]) => void;

/**
 * Each request's logger, made when the request first logs at an enabled level. Fastify gives every request
 * a pino child carrying its id; building it (bindings serialised, log methods set up) was about 1 µs of every
 * call, and most requests never log. Until then the calls at disabled levels cost a level check.
 */
export class RequestLogger {
  #real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child, made on first use. */
  get real(): FastifyBaseLogger {
    return (this.#real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }

  #write(level: Level, args: unknown[]) {
    if (this.isLevelEnabled(level)) (this.real[level] as LogFn)(...args);
  }

  /** Whether a call at `level` would write: the parent's answer while no child exists and no own level was asked. */
  isLevelEnabled(level: string): boolean {
    const asked = (this.#real || this.options.level ? this.real : this.parent) as { isLevelEnabled?: (level: string) => boolean };
    return asked.isLevelEnabled?.(level) ?? true; // pino's loggers have it; a stand-in logger is asked directly
  }
}

/** Fastify's `childLoggerFactory`: a RequestLogger instead of an eager pino child. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
