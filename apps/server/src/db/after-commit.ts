import type { DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

/**
 * Work that must happen only once a change is committed (a push about it, a job it schedules elsewhere): the
 * database's driver is wrapped (`withCommitHooks`) so that work registered on a transaction's connection runs
 * right after that transaction commits, and is dropped when it rolls back. Kysely has no commit hook of its own.
 * Outside a transaction every statement commits by itself, so the work runs at once.
 */
type Work = () => void | Promise<void>;

/** Work waiting for the commit of the transaction open on each connection. */
const pending = new WeakMap<DatabaseConnection, Work[]>();

/** Anything queries run on: the database or one of its transactions. */
type Queryable = Pick<Kysely<never>, 'getExecutor' | 'isTransaction'>;

/**
 * Runs `work` after the transaction `db` belongs to commits (never, if it rolls back), or at once when `db` is
 * not a transaction. Await it inside the transaction, before returning from it. Errors of `work` are swallowed:
 * what runs here is a consequence of a change that has already happened, and must not fail it.
 */
export async function afterCommit(db: Queryable, work: Work): Promise<void> {
  if (!db.isTransaction) return void runQuietly([work]);
  const connection = await db.getExecutor().provideConnection(async (c) => c);
  const list = pending.get(connection);
  if (list) list.push(work);
  else pending.set(connection, [work]);
}

function runQuietly(works: Work[]): void {
  for (const work of works) {
    void (async () => work())().catch(() => {});
  }
}

/** The driver with commit hooks: after a commit it runs the connection's pending work; a rollback drops it. */
class CommitHookDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init() {
    return this.inner.init();
  }
  acquireConnection() {
    return this.inner.acquireConnection();
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    pending.delete(c);
    await this.inner.beginTransaction(c, settings);
  }
  async commitTransaction(c: DatabaseConnection) {
    await this.inner.commitTransaction(c);
    const works = pending.get(c);
    pending.delete(c);
    if (works) runQuietly(works);
  }
  async rollbackTransaction(c: DatabaseConnection) {
    pending.delete(c);
    await this.inner.rollbackTransaction(c);
  }
  // Savepoints pass through: work registered after a savepoint that is rolled back to still runs at the outer
  // commit (no caller registers work inside a savepoint today).
  savepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    return this.inner.savepoint ? this.inner.savepoint(c, name, compile) : Promise.reject(new Error('savepoints not supported'));
  }
  rollbackToSavepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2]) {
    return this.inner.rollbackToSavepoint ? this.inner.rollbackToSavepoint(c, name, compile) : Promise.reject(new Error('savepoints not supported'));
  }
  releaseSavepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2]) {
    return this.inner.releaseSavepoint ? this.inner.releaseSavepoint(c, name, compile) : Promise.reject(new Error('savepoints not supported'));
  }
  async releaseConnection(c: DatabaseConnection) {
    // A connection goes back to the pool only after its transaction ended; nothing may wait on it any more.
    pending.delete(c);
    await this.inner.releaseConnection(c);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** `dialect` with commit hooks (see afterCommit). */
export function withCommitHooks(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CommitHookDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
