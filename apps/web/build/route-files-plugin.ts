import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const script = new URL('../../../scripts/route-files.mjs', import.meta.url);

/**
 * Writes dist/route-files.json after the bundle (scripts/route-files.mjs: each screen's files beyond the entry,
 * read from the build manifest and the app's screen tables), which the server uses to preload an opening screen's
 * files from index.html. Runs in its own process: it records imports through a module hook this process must not get.
 */
export function routeFilesPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'haiwai-route-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [script.pathname, '--dist', outDir]);
        this.info(stdout.trim());
      } catch (err) {
        const e = err as { stderr?: string; message: string };
        this.error(`route files: ${e.stderr?.trim() || e.message}`);
      }
    },
  };
}
