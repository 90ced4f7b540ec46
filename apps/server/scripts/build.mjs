// Compiles the server for production: one ES module, apps/server/dist/main.js, run with plain `node`.
// Our own TypeScript (the server and the @haiwai/* workspace packages, which ship as .ts source) is bundled;
// every npm package stays external and is loaded from node_modules as installed, so native addons (sharp,
// @node-rs/*), WASM (PGlite), data files (@ip-location-db) and packages that read files beside themselves
// (swagger-ui's assets, pino's transports) work exactly as under tsx.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
// `--outdir DIR` builds elsewhere (the browser tests build their own copy per run: several runs may share a tree).
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : path.join(serverDir, 'dist');

/**
 * Bare imports other than our workspace packages (and node: builtins, external anyway) are left to Node.
 * A deep import into a package without an `exports` map (`@node-rs/jieba/dict`) is written with the file
 * esbuild found (`@node-rs/jieba/dict.js`): Node's ES module loader does not add extensions, tsx did.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@haiwai/') || args.pluginData === 'inner') return undefined;
      const name = args.path.split('/').slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      if (name === args.path || args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'inner' });
      const marker = `/node_modules/${name}/`;
      const at = found.path.lastIndexOf(marker);
      if (found.errors.length || at < 0) return { path: args.path, external: true };
      const pkgDir = found.path.slice(0, at + marker.length);
      const manifest = JSON.parse(await readFile(`${pkgDir}package.json`, 'utf8'));
      if (manifest.exports) return { path: args.path, external: true };
      return { path: name + '/' + found.path.slice(at + marker.length), external: true };
    });
  },
};

/**
 * Code that finds files from its own location (new URL('./pglite-worker.mjs', import.meta.url), the seed's
 * path to the web dictionaries) keeps meaning its source file's folder once bundled: import.meta.url and
 * import.meta.dirname are rewritten per file, relative to the bundle, so nothing depends on file names.
 */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const fileRel = path.relative(outdir, args.path).split(path.sep).join('/');
      const dirRel = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      const contents = text
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(fileRel)}, import.meta.url).href`)
        .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${dirRel}`)})`);
      return { contents, loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

const started = Date.now();
// esbuild has already printed what failed; a stack trace of the build itself adds nothing.
await build({
  entryPoints: { main: path.join(serverDir, 'scripts/dist-entry.mjs') },
  outdir,
  outExtension: { '.js': '.js' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Stack traces can point at the .ts sources (node --enable-source-maps).
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [externalPackages, sourceLocation],
}).catch(() => process.exit(1));
console.log(`server built to ${path.relative(process.cwd(), outdir)}/main.js in ${Date.now() - started} ms`);
