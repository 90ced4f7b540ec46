import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';

/** Processes holding a file under a folder open, as far as this user can see (Linux /proc). */
export interface Holders {
  /** False where there is no /proc to look at (not Linux). */
  checked: boolean;
  pids: number[];
  /** Processes whose open files this user may not read (another user's, when not run as root). */
  unreadable: number;
}

/**
 * PGlite is PostgreSQL in one process with no lock file of its own (its postmaster.pid is a constant): two
 * processes on one data folder corrupt it. A running server holds files of its folder open (relations, the WAL),
 * so /proc/<pid>/fd is where to see it.
 */
export async function holdersOf(dir: string): Promise<Holders> {
  const root = path.resolve(dir);
  const procs = await readdir('/proc').catch(() => null);
  if (!procs || !procs.includes('self')) return { checked: false, pids: [], unreadable: 0 };
  const pids: number[] = [];
  let unreadable = 0;
  for (const name of procs) {
    if (!/^\d+$/.test(name)) continue;
    const fds = await readdir(`/proc/${name}/fd`).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : null));
    if (!fds) {
      unreadable += 1;
      continue;
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${name}/fd/${fd}`).catch(() => '');
      if (target === root || target.startsWith(`${root}/`)) {
        pids.push(Number(name));
        break;
      }
    }
  }
  return { checked: true, pids, unreadable };
}

/** Refuses, naming what to do, when a process has the PGlite folder open or when that cannot be checked. */
export async function assertNotInUse(dir: string, doing: string, assumeStopped: boolean): Promise<void> {
  const holders = await holdersOf(dir);
  if (holders.pids.length) {
    throw new Error(
      `${dir} is open in process ${holders.pids.join(', ')} (the server, or another backup/restore). PGlite allows one process per ` +
        `data folder: stop the server (its shutdown closes the database cleanly), then ${doing} again. ` +
        'With several nodes, use PostgreSQL (DATABASE_URL): it is backed up while it runs.',
    );
  }
  if (!holders.checked && !assumeStopped) {
    throw new Error(`cannot see which processes have ${dir} open on this system (no /proc). Stop the server, then ${doing} again with --server-stopped.`);
  }
}
