/** Runs one statement and returns its rows: a pg client inside the backup's snapshot, or a PGlite. */
export type RunSql = (statement: string) => Promise<Record<string, unknown>[]>;

/** What a backup records of its database, read in the same snapshot as the dump. */
export interface Inventory {
  serverVersion: string;
  major: number;
  /** Rows per `schema.table`. */
  tables: Record<string, number>;
  /** Every media row: the originals the archive must hold. */
  media: { hash: string; mime: string }[];
  migrations: string[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every user table (not the catalogs), as `schema.table`, sorted. */
export async function userTables(run: RunSql): Promise<string[]> {
  const rows = await run(
    `select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg_toast%' order by 1, 2`,
  );
  return rows.map((r) => `${String(r.schemaname)}.${String(r.tablename)}`);
}

export const qualified = (table: string) => {
  const dot = table.indexOf('.');
  return `${quoteIdent(table.slice(0, dot))}.${quoteIdent(table.slice(dot + 1))}`;
};

/** Rows per table, one count each (exact, not the planner's estimate). */
export async function countRows(run: RunSql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await userTables(run)) {
    const [row] = await run(`select count(*)::text as n from ${qualified(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

async function tableExists(run: RunSql, name: string): Promise<boolean> {
  const [row] = await run(`select to_regclass('${name}') is not null as present`);
  return row?.present === true;
}

export async function takeInventory(run: RunSql): Promise<Inventory> {
  const [version] = await run(`select version() as v, current_setting('server_version_num')::int / 10000 as major`);
  const media = (await tableExists(run, 'media')) ? await run('select hash, mime from media order by hash') : [];
  const migrations = (await tableExists(run, 'kysely_migration')) ? await run('select name from kysely_migration order by name') : [];
  return {
    serverVersion: String(version?.v ?? ''),
    major: Number(version?.major ?? 0),
    tables: await countRows(run),
    media: media.map((r) => ({ hash: String(r.hash), mime: String(r.mime) })),
    migrations: migrations.map((r) => String(r.name)),
  };
}

/**
 * Tables of the manifest whose row count differs in the restored database (or that it lacks). Tables the archive
 * does not have are not compared: a forced restore leaves the target's other tables alone.
 */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.keys(expected)
    .sort()
    .flatMap((t) => (expected[t] === actual[t] ? [] : [`${t}: archive ${expected[t]}, restored ${actual[t] ?? 'no such table'}`]));
}
