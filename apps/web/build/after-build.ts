import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A build-only plugin that works on the written output folder once the bundle is closed. */
export function afterBuildPlugin(name: string, run: (ctx: Rollup.PluginContext, outDir: string) => Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await run(this, outDir);
    },
  };
}
