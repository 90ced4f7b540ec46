// Bundle budgets: the gzip weight of what the web app loads first, from the built apps/web/dist, against the
// budgets in apps/web/bundle-budgets.json. Measured:
//   - entry: index.html's entry chunk, its static imports (the modulepreloads) and their CSS — what the home page
//     loads before its first paint;
//   - each tab in the budgets file: the entry plus what that tab's screen loader pulls in (its chunk, that chunk's
//     static imports and CSS, and the zh dictionaries of the words its feature declares), counted once each;
//   - each screen under `screens` (the map screens, docs/maps.md): the entry plus its screen as for a tab, plus the
//     lazy chunks it draws at once (`drawsAtOnce`: manifest keys, e.g. the map's Leaflet chunk).
// And the entry holds no Leaflet (its class names in no file of the first load): the map loads only where one is shown.
// Chunks and their static imports come from Vite's build manifest (dist/.vite/manifest.json); the screen of a tab
// comes from the app's own tables (contracts links/constants.ts, app/route-table.ts, app/feature-screens.ts) as the browser would load it.
// Sizes are zlib gzip level 9 of each whole file, KB = 1024 bytes, as bench/web-weight.ts measures them.
//
//   node scripts/check-bundle-budgets.mjs [--dist DIR]     (npm run budgets; build first: npm run build -w apps/web)
//
// Exit code 1, with one FAIL line per exceeded budget naming it, when anything is over its budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkFiles, entryKey, screenTables } from './route-files.mjs';

export { chunkFiles };

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
export const BUDGETS_FILE = 'apps/web/bundle-budgets.json';
/** The language whose dictionaries a tab's first screen fetches: the default one (contracts' DEFAULT_LANG). */
const LANG = 'zh';

/** Gzip size of one file's bytes, as bench/web-weight.ts measures it (zlib level 9). */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const toKb = (bytes) => bytes / 1024;
const fmt = (bytes) => toKb(bytes).toFixed(1);

/** The local scripts, modulepreloads and style sheets index.html names (what bench/web-weight.ts counts), dist-relative. */
export function htmlAssets(html) {
  const urls = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/g)].map((m) => m[1]);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel=["']([^"']+)["']/.exec(tag)?.[1];
    const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
    if (href && (rel === 'stylesheet' || rel === 'modulepreload')) urls.push(href);
  }
  return urls.filter((u) => !/^https?:/.test(u)).map((u) => u.replace(/^\//, '').split('?')[0]);
}

/** Sums the gzip sizes of `files` (sizeOf: file → bytes), JS and CSS apart; `files` lists each with its size. */
export function weigh(files, sizeOf) {
  const sized = files.map((file) => ({ file, bytes: sizeOf(file) }));
  const css = sized.filter((f) => f.file.endsWith('.css')).reduce((n, f) => n + f.bytes, 0);
  const total = sized.reduce((n, f) => n + f.bytes, 0);
  return { js: total - css, css, total, files: sized };
}

/** Checks the budgets file's shape: `entry`, each of `tabs` and of `screens` need a positive `budgetKb`; `targetKb` is optional. */
export function parseBudgets(json) {
  const budget = (name, b) => {
    if (!b || typeof b.budgetKb !== 'number' || !(b.budgetKb > 0)) throw new Error(`${BUDGETS_FILE}: "${name}" needs a positive budgetKb`);
    if (b.targetKb !== undefined && typeof b.targetKb !== 'number') throw new Error(`${BUDGETS_FILE}: "${name}".targetKb must be a number`);
    return { budgetKb: b.budgetKb, targetKb: b.targetKb ?? null };
  };
  if (!json?.tabs || typeof json.tabs !== 'object') throw new Error(`${BUDGETS_FILE}: "tabs" is missing`);
  const drawn = (name, b) => {
    const also = b?.drawsAtOnce ?? [];
    if (!Array.isArray(also) || also.some((k) => typeof k !== 'string')) throw new Error(`${BUDGETS_FILE}: "${name}".drawsAtOnce must be a list of manifest keys`);
    return { ...budget(name, b), drawsAtOnce: also };
  };
  return {
    entry: budget('entry', json.entry),
    tabs: Object.fromEntries(Object.entries(json.tabs).map(([tab, b]) => [tab, budget(tab, b)])),
    screens: Object.fromEntries(Object.entries(json.screens ?? {}).map(([screen, b]) => [screen, drawn(screen, b)])),
  };
}

/** Leaflet's own class names: a file holding one carries Leaflet's code or its style sheet. */
const LEAFLET_MARKERS = ['leaflet-pane', 'leaflet-container'];

/** The files (dist-relative) of `files` that hold Leaflet: none may be in the entry (docs/maps.md). */
export function leafletFiles(files, read) {
  return files.filter((f) => /\.(js|css)$/.test(f) && LEAFLET_MARKERS.some((m) => read(f).includes(m)));
}

/** The console's desktop libraries (docs/console.md): antd's style engine and recharts' chart wrapper, by the names their code carries. */
const CONSOLE_MARKERS = { antd: 'ant-cssinjs', recharts: 'recharts-wrapper' };

/** Which console libraries (antd, recharts) the files of `files` hold, as { library: [files] }: none may be in the entry. */
export function consoleLibraryFiles(files, read) {
  const found = {};
  for (const [lib, marker] of Object.entries(CONSOLE_MARKERS)) {
    const holding = files.filter((f) => f.endsWith('.js') && read(f).includes(marker));
    if (holding.length) found[lib] = holding;
  }
  return found;
}

/**
 * Compares measured weights with their budgets. `rows`: { name, total (bytes), budgetKb, targetKb, note?,
 * added? (the files to blame, { file, bytes }), addedLabel? }. Returns one report line per row and one message per
 * row over its budget (naming it, the budget, the excess and the largest of `added`).
 */
export function compareBudgets(rows) {
  const lines = [];
  const failures = [];
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const over = toKb(r.total) > r.budgetKb;
    const target = r.targetKb === null ? 'none set' : `${r.targetKb} KB`;
    lines.push(
      `${over ? 'FAIL' : 'ok  '} ${r.name.padEnd(width)}  ${fmt(r.total).padStart(6)} KB gzip  budget ${r.budgetKb} KB  target ${target}` +
        (r.note ? `  (${r.note})` : ''),
    );
    if (!over) continue;
    const largest = [...(r.added ?? [])]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((f) => `${f.file} ${fmt(f.bytes)} KB`);
    failures.push(
      `${r.name} is ${fmt(r.total)} KB gzip, over its budget of ${r.budgetKb} KB by ${(toKb(r.total) - r.budgetKb).toFixed(1)} KB` +
        (r.targetKb === null ? '' : ` (target ${r.targetKb} KB)`) +
        (largest.length ? `; ${r.addedLabel ?? 'its largest files'}: ${largest.join(', ')}` : ''),
    );
  }
  return { lines, failures };
}

// --- The tabs' first screens (the screen tables are read as scripts/route-files.mjs reads them) ---

/**
 * The explicit loader a tab gets, or null for the default: the screens' list (packages/contracts/src/links/constants.ts)
 * declares the tabs (`tab(path, title, index)`) and route-table.ts gives one tab index the eager home page
 * (`s.tab === 0 ? home`).
 */
function explicitTabLoader(screensSource, routeTableSource, tab) {
  const quoted = tab.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const m = new RegExp(`\\btab\\(\\s*'${quoted}'\\s*,\\s*'[^']*'\\s*,\\s*(\\d+)\\s*\\)`).exec(screensSource);
  if (!m) throw new Error(`packages/contracts/src/links/constants.ts declares no tab('${tab}', ...)`);
  const eager = /\bs\.tab === (\d+) \? home\b/.exec(routeTableSource);
  if (!eager) throw new Error('apps/web/src/app/route-table.ts no longer gives a tab the eager home page as `s.tab === N ? home`: teach explicitTabLoader');
  return eager[1] === m[1] ? 'home' : null;
}

/**
 * For each tab path: the source modules (manifest keys) its first screen loads beyond the entry, and a note.
 * As route-table.ts decides: `home` is eager (in the entry); otherwise the feature screen of that path, else the
 * shared "not available" screen; plus the LANG dictionaries of the namespaces that screen's feature declares.
 */
export async function tabScreens(tabs) {
  const { featureScreens, notAvailableScreen, TAB_PATHS, importsOf, wordsOf } = await screenTables();
  const routeTable = readFileSync(path.join(WEB, 'src/app/route-table.ts'), 'utf8');
  const screens = readFileSync(path.join(ROOT, 'packages/contracts/src/links/constants.ts'), 'utf8');
  const missing = TAB_PATHS.filter((p) => !tabs.includes(p));
  if (missing.length) throw new Error(`${BUDGETS_FILE} has no budget for the tab(s) ${missing.join(', ')}`);
  const out = new Map();
  for (const tab of tabs) {
    const explicit = explicitTabLoader(screens, routeTable, tab);
    if (explicit === 'home') {
      out.set(tab, { modules: [], note: 'eager: the home page is in the entry' });
      continue;
    }
    if (explicit) throw new Error(`route-table.ts gives ${tab} the loader "${explicit}", which this script does not know: teach tabScreens`);
    const loader = featureScreens[tab] ?? notAvailableScreen;
    const modules = [...(await importsOf(loader, tab)), ...(await wordsOf(loader, LANG))];
    out.set(tab, { modules, note: modules.join(' + ') });
  }
  return out;
}

// --- The check ---

function readJson(file, hint) {
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing${hint ? `: ${hint}` : ''}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Measures the entry and every budgeted tab; returns the rows for compareBudgets. */
async function measure(dist, budgets) {
  const build = 'build the web app first: npm run build -w apps/web';
  const manifest = readJson(path.join(dist, '.vite/manifest.json'), build);
  const entryFiles = chunkFiles(manifest, [entryKey(manifest)]);
  // The walk must see what index.html makes the browser load, or the budgets measure something else.
  const html = htmlAssets(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const disagree = [...html.filter((f) => !entryFiles.includes(f)), ...entryFiles.filter((f) => !html.includes(f))];
  if (disagree.length) throw new Error(`The manifest walk and index.html disagree about the first load: ${disagree.join(', ')}`);

  const sizes = new Map();
  const sizeOf = (file) => sizes.get(file) ?? sizes.set(file, gzipSize(readFileSync(path.join(dist, file)))).get(file);
  const entry = weigh(entryFiles, sizeOf);
  const rows = [{ name: 'entry (index.html)', ...budgets.entry, total: entry.total, added: entry.files, note: `JS ${fmt(entry.js)} + CSS ${fmt(entry.css)} KB, ${entryFiles.length} files` }];
  const screens = await tabScreens(Object.keys(budgets.tabs));
  for (const [tab, budget] of Object.entries(budgets.tabs)) {
    const { modules, note } = screens.get(tab);
    const added = chunkFiles(manifest, modules).filter((f) => !entryFiles.includes(f));
    const tabWeight = weigh([...entryFiles, ...added], sizeOf);
    const extra = tabWeight.total - entry.total;
    rows.push({ name: `tab ${tab}`, ...budget, total: tabWeight.total, added: weigh(added, sizeOf).files, addedLabel: 'the largest files it adds to the entry', note: `entry + ${fmt(extra)} KB: ${note}` });
  }
  rows.push(...(await screenRows(manifest, budgets.screens, entryFiles, entry, sizeOf)));
  return rows;
}

/** The budgeted screens (`screens`): the entry, the screen as its loader pulls it in, and what it draws at once. */
async function screenRows(manifest, screens, entryFiles, entry, sizeOf) {
  const paths = Object.keys(screens);
  if (!paths.length) return [];
  const { featureScreens, importsOf, wordsOf } = await screenTables();
  const rows = [];
  for (const screen of paths) {
    const loader = featureScreens[screen];
    if (!loader) throw new Error(`${BUDGETS_FILE} budgets the screen ${screen}, which no feature declares`);
    const { drawsAtOnce, ...budget } = screens[screen];
    const modules = [...(await importsOf(loader, screen)), ...(await wordsOf(loader, LANG)), ...drawsAtOnce];
    const added = chunkFiles(manifest, modules).filter((f) => !entryFiles.includes(f));
    const total = weigh([...entryFiles, ...added], sizeOf).total;
    rows.push({ name: `screen ${screen}`, ...budget, total, added: weigh(added, sizeOf).files, addedLabel: 'the largest files it adds to the entry', note: `entry + ${fmt(total - entry.total)} KB` });
  }
  return rows;
}

/**
 * React's development build carries its warnings in plain words (production has numbered errors only): the day a
 * caller's NODE_ENV leaks into the build again (apps/web/build/strict-build.ts), the app ships React at twice the
 * weight and speed goes with it. Returns the dist-relative JS files holding such a warning.
 */
export function developmentBuildFiles(files, read) {
  const marker = 'Each child in a list should have a unique';
  return files.filter((f) => f.endsWith('.js') && read(f).includes(marker));
}

async function main() {
  const distArg = process.argv.indexOf('--dist');
  const dist = path.resolve(distArg > 0 ? process.argv[distArg + 1] : path.join(WEB, 'dist'));
  const budgets = parseBudgets(readJson(path.join(ROOT, BUDGETS_FILE)));
  const assets = readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
  const devFiles = developmentBuildFiles(assets, (f) => readFileSync(path.join(dist, f), 'utf8'));
  if (devFiles.length) {
    console.error(`FAIL production build: ${devFiles.join(', ')} hold React's development build (was the web app built with NODE_ENV set?)`);
    process.exitCode = 1;
  }
  const manifest = readJson(path.join(dist, '.vite/manifest.json'));
  const entryFiles = chunkFiles(manifest, [entryKey(manifest)]);
  const leaflet = leafletFiles(entryFiles, (f) => readFileSync(path.join(dist, f), 'utf8'));
  if (leaflet.length) {
    console.error(`FAIL the entry holds Leaflet (${leaflet.join(', ')}): the map must load only on screens that show one (features/common/map, docs/maps.md)`);
    process.exitCode = 1;
  }
  const desktop = consoleLibraryFiles(entryFiles, (f) => readFileSync(path.join(dist, f), 'utf8'));
  for (const [lib, files] of Object.entries(desktop)) {
    console.error(`FAIL the entry holds ${lib} (${files.join(', ')}): the console's libraries load only under /admin (docs/console.md)`);
    process.exitCode = 1;
  }
  const rows = await measure(dist, budgets);
  const { lines, failures } = compareBudgets(rows);
  console.log(`Bundle budgets: gzip level 9 of ${path.relative(ROOT, dist)}, KB = 1024 bytes; budgets in ${BUDGETS_FILE}`);
  for (const line of lines) console.log(`  ${line}`);
  if (!failures.length) return;
  for (const f of failures) console.error(`FAIL bundle budget: ${f}`);
  console.error(`Make it smaller (lazy-load what the first screen does not show), or raise the budget in ${BUDGETS_FILE} (its comment says how).`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(`bundle budgets: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  });
}
