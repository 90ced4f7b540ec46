/**
 * Liveness and readiness (docs/operations.md, "Health and readiness"). `/healthz` says the process is alive and
 * answers until it exits; `/readyz` says it should get traffic: every registered check passes (the kernel's
 * database, migrations and Redis; a module's, such as the media storage) and it is not shutting down. A module
 * registers its check as `ctx.health.check(name, probe)`: the probe resolves when the dependency answers and
 * throws (or takes longer than the timeout) when it does not.
 */
export type ReadinessProbe = () => Promise<unknown>;

export interface CheckResult {
  name: string;
  ok: boolean;
  ms: number;
  /** Why it failed (only shown to callers allowed to read metrics: it may name hosts). */
  error?: string;
}

export interface Readiness {
  ready: boolean;
  shuttingDown: boolean;
  checks: CheckResult[];
}

/** A check that takes longer than this fails: a load balancer's probe must not hang on a dead dependency. */
export const READINESS_TIMEOUT_MS = 2_000;

export class Health {
  readonly #checks = new Map<string, ReadinessProbe>();
  /** Names whose last run failed: a failure is logged when it starts and when it ends, not at every probe. */
  readonly #failing = new Set<string>();
  #shuttingDown = false;

  constructor(private readonly log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }) {}

  /** Adds a readiness check; a name registered twice is a start-up error. */
  check(name: string, probe: ReadinessProbe): void {
    if (this.#checks.has(name)) throw new Error(`readiness check registered twice: ${name}`);
    this.#checks.set(name, probe);
  }

  get names(): string[] {
    return [...this.#checks.keys()];
  }

  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  /** From now on the node is not ready (SIGTERM, or the app closing): `/readyz` answers 503 without running a check. */
  beginShutdown(): void {
    this.#shuttingDown = true;
  }

  /** Runs every check at once, each bounded by `timeoutMs`. */
  async readiness(timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
    if (this.#shuttingDown) return { ready: false, shuttingDown: true, checks: [] };
    const checks = await Promise.all([...this.#checks].map(([name, probe]) => this.#run(name, probe, timeoutMs)));
    return { ready: checks.every((c) => c.ok), shuttingDown: this.#shuttingDown, checks };
  }

  async #run(name: string, probe: ReadinessProbe, timeoutMs: number): Promise<CheckResult> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([probe(), timeout]);
      if (this.#failing.delete(name)) this.log?.info({ check: name }, 'readiness check passes again');
      return { name, ok: true, ms: Math.round(performance.now() - started) };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (!this.#failing.has(name)) this.log?.warn({ check: name, error }, 'readiness check failed');
      this.#failing.add(name);
      return { name, ok: false, ms: Math.round(performance.now() - started), error };
    } finally {
      clearTimeout(timer);
    }
  }
}
