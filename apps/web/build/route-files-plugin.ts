import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { afterBuildPlugin } from './after-build';

const script = new URL('../../../scripts/route-files.mjs', import.meta.url);

/**
 * Writes dist/route-files.json after the bundle (scripts/route-files.mjs: each screen's files beyond the entry,
 * read from the build manifest and the app's screen tables), which the server uses to preload an opening screen's
 * files from index.html. Runs in its own process: it records imports through a module hook this process must not get.
 */
export function routeFilesPlugin(): Plugin {
  return afterBuildPlugin('haiwai-route-files', async (ctx, outDir) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [script.pathname, '--dist', outDir]);
      ctx.info(stdout.trim());
    } catch (err) {
      const e = err as { stderr?: string; message: string };
      ctx.error(`route files: ${e.stderr?.trim() || e.message}`);
    }
  });
}
