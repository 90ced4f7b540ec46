// Route files: for every screen of the web app, the built files its loader brings beyond the entry (its chunks,
// their static imports and CSS) and, per language, its dictionaries' files. Written to dist/route-files.json after
// each build (apps/web/build/route-files-plugin.ts); the server's app shell reads it to put <link rel=modulepreload>
// for the opening screen into index.html, so those files download with the entry instead of after it has run.
// The screens and their dictionaries come from the app's own tables (app/feature-screens.ts, app/features.ts),
// loaded with tsx; a loader's imports are recorded, never run. Also used by the bundle budgets.
//
//   node scripts/route-files.mjs [--dist DIR]      (DIR defaults to apps/web/dist)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
export const ROUTE_FILES = 'route-files.json';

/**
 * The files that loading the manifest chunks `roots` brings before they run: each chunk, its static imports
 * (followed recursively, as Vite's modulepreload does) and every visited chunk's CSS. Dynamic imports are not
 * followed. Throws when a key is missing, naming the chunk that imports it.
 */
export function chunkFiles(manifest, roots) {
  const files = new Set();
  const seen = new Set();
  const visit = (key, importer) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"${importer ? ` (imported by "${importer}")` : ''}`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep, key);
  };
  for (const key of roots) visit(key, null);
  return [...files];
}

/** The manifest's index.html entry key. */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!key) throw new Error('The build manifest has no index.html entry');
  return key;
}

/**
 * Records the modules a loader imports (resolved by tsx, then stubbed with an empty module, so nothing of a page
 * runs): source paths relative to apps/web, which are the manifest's keys. A loader that then uses what it imported
 * (`m.loadListingScreen(...)`) fails on the stub; what it asked for before that is still recorded.
 */
async function loaderImports() {
  const { registerHooks } = await import('node:module');
  let captured = null;
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      if (!captured) return resolved;
      captured.push(path.relative(WEB, fileURLToPath(resolved.url.split('?')[0])).split(path.sep).join('/'));
      return { url: 'data:text/javascript,export default {}', format: 'module', shortCircuit: true };
    },
  });
  return async (load) => {
    captured = [];
    const modules = captured;
    try {
      await load();
    } catch {
      // the stub lacked what the loader wanted next: see above
    } finally {
      captured = null;
    }
    return [...new Set(modules)];
  };
}

/** The app's screen tables, and a reader of what a loader (a screen's or a dictionary's) imports. */
export async function screenTables() {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(pathToFileURL(path.join(WEB, 'src', file)).href, import.meta.url);
  const { featureScreens, screenNamespaces } = await load('app/feature-screens.ts');
  const { features } = await load('app/features.ts');
  const { notAvailableScreen } = await load('features/common/feature.ts');
  const { TAB_PATHS } = await load('shell/paths.ts');
  const { LANGS } = await load('lib/contracts.ts');
  const { LISTING_ROUTES } = await load('features/listings/screens.ts');
  const { LOGIN_PROMPT_KEYS } = await load('features/common/login-prompt-words.ts');
  const dictionaries = {};
  for (const lang of LANGS) dictionaries[lang] = (await load(`i18n/${lang}.ts`))[lang];
  /** The login prompt's words in `lang`, looked up as the app's RequireLogin does (nested dictionary keys). */
  const promptWords = (lang) =>
    Object.fromEntries(
      Object.entries(LOGIN_PROMPT_KEYS).map(([part, key]) => {
        const word = key.split('.').reduce((node, k) => node?.[k], dictionaries[lang]);
        if (typeof word !== 'string') throw new Error(`The ${lang} dictionary has no word "${key}" (the login prompt's ${part})`);
        return [part, word];
      }),
    );
  const recorded = await loaderImports();
  // A listing route's loader imports route-screen.tsx, which imports the route's generic screen next (its `loaders`:
  // list-page, detail-page…), out of the recorder's sight: that module is added for a path of LISTING_ROUTES whose
  // loader did import route-screen (another feature may have taken the path over).
  const ROUTE_SCREEN = 'src/features/listings/route-screen.tsx';
  /** What `loader` imports; `screenPath`, when given, is the path it serves. */
  const importsOf = async (loader, screenPath) => {
    const modules = await recorded(loader);
    const listing = screenPath && modules.includes(ROUTE_SCREEN) ? LISTING_ROUTES[screenPath] : undefined;
    return listing ? [...modules, `src/features/listings/${listing.screen}-page.tsx`] : modules;
  };
  /** The source modules of the dictionaries of `loader`'s namespaces in `lang`. */
  const wordsOf = async (loader, lang) => {
    const modules = [];
    for (const ns of screenNamespaces.get(loader) ?? []) {
      const owner = features.find((f) => f.i18n?.namespace === ns);
      if (!owner) throw new Error(`No feature declares the words namespace "${ns}"`);
      modules.push(...(await importsOf(owner.i18n.load[lang])));
    }
    return modules;
  };
  return { featureScreens, notAvailableScreen, TAB_PATHS, LANGS, importsOf, wordsOf, promptWords };
}

/** A login-first screen's loader (features/common/login-first.ts) imports the login gate and nothing before it. */
const LOGIN_GATE = 'src/features/common/login-gate.tsx';

/**
 * For every feature screen path: `files` (its chunks beyond the entry, JS and CSS), `words` (per language, the
 * files of its dictionaries beyond the entry), dist-relative, and `loginFirst` when a visitor gets the login prompt
 * there instead of the screen. `loginPrompt`: that prompt's words per language (RequireLogin's), so the server can
 * paint it in the boot shell for a visitor.
 */
export async function routeFiles(manifest) {
  const tables = await screenTables();
  const entry = new Set(chunkFiles(manifest, [entryKey(manifest)]));
  const beyondEntry = (modules) => chunkFiles(manifest, modules).filter((f) => !entry.has(f));
  const screens = {};
  for (const [screenPath, loader] of Object.entries(tables.featureScreens)) {
    const words = {};
    for (const lang of tables.LANGS) words[lang] = beyondEntry(await tables.wordsOf(loader, lang));
    const modules = await tables.importsOf(loader, screenPath);
    screens[screenPath] = { files: beyondEntry(modules), words, ...(modules[0] === LOGIN_GATE ? { loginFirst: true } : {}) };
  }
  const loginPrompt = Object.fromEntries(tables.LANGS.map((lang) => [lang, tables.promptWords(lang)]));
  return { screens, loginPrompt };
}

async function main() {
  const distArg = process.argv.indexOf('--dist');
  const dist = path.resolve(distArg > 0 ? process.argv[distArg + 1] : path.join(WEB, 'dist'));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const out = await routeFiles(manifest);
  writeFileSync(path.join(dist, ROUTE_FILES), JSON.stringify(out));
  const counts = Object.values(out.screens).map((s) => s.files.length);
  const gated = Object.values(out.screens).filter((s) => s.loginFirst).length;
  console.log(`${ROUTE_FILES}: ${counts.length} screens (${gated} login-first), ${Math.min(...counts)}–${Math.max(...counts)} files each beyond the entry`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(`route files: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  });
}
