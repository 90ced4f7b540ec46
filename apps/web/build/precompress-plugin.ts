import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuildPlugin } from './after-build';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

/**
 * Writes .br and .gz next to every text asset after the build, once, at maximum compression; the server
 * serves them with `preCompressed` so no request pays for compression (and phones on slow links get
 * a fraction of the bytes).
 */
export function precompressPlugin(): Plugin {
  return afterBuildPlugin('haiwai-precompress', async (_ctx, outDir) => {
    const walk = async (dir: string): Promise<string[]> =>
      (await Promise.all((await readdir(dir, { withFileTypes: true })).map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])))).flat();
    for (const file of await walk(outDir)) {
      if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 1024) continue;
      const data = await readFile(file);
      await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  });
}
