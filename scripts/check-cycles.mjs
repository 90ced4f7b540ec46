// Import cycles: none anywhere in the code (apps, packages, tests, benches, e2e, build scripts). A circle between
// modules is a latent crash: the day two chunks (or two server files) load in the wrong order, something is
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
  return { cycles: parseCircular(tree, false), unresolved };
}

async function main() {
  const { cycles, unresolved } = await findCycles();
  if (unresolved.length) {
    console.error(`Import cycles: ${unresolved.length} relative import(s) could not be resolved, so the check is incomplete:`);
    for (const u of unresolved) console.error(`  ${u}`);
    process.exitCode = 1;
  }
  if (!cycles.length) {
    if (!unresolved.length) console.log('Import cycles: none.');
    return;
  }
  console.error(`Import cycles: ${cycles.length} (each is a circle: the last file imports the first)`);
  cycles.forEach((c, i) => console.error(`  ${i + 1}) ${c.join(' -> ')}`));
  console.error('Break each: move what both sides need into a file below them, or let one reach the other through a slot (docs/contributing.md, "Layers").');
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
