// Import cycles: none anywhere in the code (apps, packages, tests, benches, e2e, build scripts), and none between
// areas (web features, server modules) through different files either. A circle between modules is a latent crash: the day two chunks (or two server files) load in the wrong order, something is
// undefined at its first use. Counted strictly: type-only imports and dynamic import() are edges too, so a page
// that imports the screen table that lazily loads it is a circle here. Run by `npm run lint` (after eslint);
// exit code 1 with every circle listed.
//
//   node scripts/check-cycles.mjs
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const ROOT = path.resolve(import.meta.dirname, '..');
export const CODE = [
  'apps/*/src/**/*.{ts,tsx}',
  'apps/*/tests/**/*.{ts,tsx}',
  'apps/*/build/**/*.ts',
  'apps/*/*.config.ts',
  'packages/*/src/**/*.ts',
  'e2e/**/*.ts',
  'bench/**/*.ts',
  'scripts/*.mjs',
];

/**
 * Every import circle among the given files (each a list of paths relative to `root`; none when the graph is
 * one-way), and the relative imports that could not be resolved. Imports resolve through the nearest tsconfig.json,
 * as TypeScript does (`./store.js` is store.ts).
 */
export async function findCycles(patterns = CODE, root = ROOT) {
  const tree = await parseDependencyTree(patterns, {
    cwd: root,
    context: root,
    transform: false, // keep type-only imports
    skipDynamicImports: false,
    exclude: /\/(node_modules|dist)\//,
  });
  // An import the parser could not follow hides whatever circle runs through it: name them (generated files aside).
  const unresolved = Object.entries(tree).flatMap(([file, deps]) =>
    (deps ?? []).filter((d) => d.id === null && d.request.startsWith('.') && !d.request.includes('.gen.')).map((d) => `${file}: ${d.request}`),
  );
  return { cycles: parseCircular(tree, false), unresolved, areaCycles: areaCycles(tree, root) };
}

/** The areas whose files form one unit: a web feature folder, a server module folder. */
const AREAS = [/^apps\/web\/src\/features\/([^/]+)\//, /^apps\/server\/src\/modules\/([^/]+)\//];
const areaOf = (file) => {
  for (const re of AREAS) {
    const m = re.exec(file);
    if (m) return m[0].slice(0, -1);
  }
  return null;
};

/**
 * Circles of areas: features (or modules) that depend on each other, each through other files, so no file circle
 * shows it, yet neither can be built, loaded or understood without the other. Each circle is a list of edges
 * `a -> b (files of a that import b)`. Style sheets shared by class name are not edges (they import nothing back);
 * tests are left out (they look inside what they test).
 */
export function areaCycles(tree, root = ROOT) {
  const edges = new Map(); // area -> Map(area -> Set(file))
  for (const [file, deps] of Object.entries(tree)) {
    const rel = path.relative(root, path.resolve(root, file));
    const from = areaOf(rel);
    if (!from || /\.test\.tsx?$/.test(rel)) continue;
    for (const d of deps ?? []) {
      if (!d.id || d.id.endsWith('.css')) continue;
      const to = areaOf(path.relative(root, path.resolve(root, d.id)));
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const byTarget = edges.get(from);
      if (!byTarget.has(to)) byTarget.set(to, new Set());
      byTarget.get(to).add(path.basename(rel));
    }
  }
  return stronglyConnected(edges).map((group) =>
    group.flatMap((a) => [...(edges.get(a) ?? new Map())].filter(([b]) => group.includes(b)).map(([b, files]) => `${a} -> ${b} (${[...files].join(', ')})`)),
  );
}

/** Tarjan's strongly connected components with more than one member: every circle of the graph, grouped. */
function stronglyConnected(edges) {
  let next = 0;
  const index = new Map(), low = new Map(), stack = [], onStack = new Set(), groups = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of (edges.get(v) ?? new Map()).keys()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups;
}

async function main() {
  const { cycles, unresolved, areaCycles: areas } = await findCycles();
  if (areas.length) {
    console.error(`Import cycles between areas: ${areas.length} (features or modules that import each other through different files)`);
    areas.forEach((edges, i) => console.error(`  ${i + 1}) ${edges.join('\n     ')}`));
    console.error('Move what both need below them (features/common, shell/, lib/; core/ on the server) or plug one into the other (a slot, provides/uses).');
    process.exitCode = 1;
  }
  if (unresolved.length) {
    console.error(`Import cycles: ${unresolved.length} relative import(s) could not be resolved, so the check is incomplete:`);
    for (const u of unresolved) console.error(`  ${u}`);
    process.exitCode = 1;
  }
  if (!cycles.length) {
    if (!unresolved.length && !areas.length) console.log('Import cycles: none, between files or between areas (features, modules).');
    return;
  }
  console.error(`Import cycles: ${cycles.length} (each is a circle: the last file imports the first)`);
  cycles.forEach((c, i) => console.error(`  ${i + 1}) ${c.join(' -> ')}`));
  console.error('Break each: move what both sides need into a file below them, or let one reach the other through a slot (docs/contributing.md, "Layers").');
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
