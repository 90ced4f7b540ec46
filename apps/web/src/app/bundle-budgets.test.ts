import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunkFiles, compareBudgets, consoleLibraryFiles, developmentBuildFiles, gzipSize, htmlAssets, leafletFiles, parseBudgets, weigh, type Manifest } from '../../../../scripts/check-bundle-budgets.mjs';
import { notAvailableScreen } from '../features/common/feature';
import { HomePage } from '../features/home/pages';
import { featureScreens } from './feature-screens';
import { TAB_PATHS } from '../shell/paths';
import { routeTable } from './route-table';

// A tiny build: the entry shares `react` with a lazy tab page, which imports a component with its own CSS;
// `dialog` is only imported dynamically, so it is no part of any first load.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_http.js'], dynamicImports: ['src/tab.tsx', '_dialog.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_http.js': { file: 'assets/http.js', imports: ['_react.js'] },
  '_dialog.js': { file: 'assets/dialog.js', css: ['assets/dialog.css'] },
  'src/tab.tsx': { file: 'assets/tab.js', isDynamicEntry: true, imports: ['_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_http.js'], css: ['assets/card.css'] },
};

describe('chunkFiles (the import-graph walk)', () => {
  it('follows static imports recursively, once each, with every visited chunk’s CSS, and no dynamic import', () => {
    expect(chunkFiles(manifest, ['index.html'])).toEqual(['assets/index.js', 'assets/index.css', 'assets/react.js', 'assets/http.js']);
  });
  it('walks a lazy screen the same way; several roots share what they have in common', () => {
    expect(chunkFiles(manifest, ['src/tab.tsx'])).toEqual(['assets/tab.js', 'assets/react.js', 'assets/card.js', 'assets/card.css', 'assets/http.js']);
    expect(chunkFiles(manifest, ['index.html', 'src/tab.tsx'])).toHaveLength(7);
  });
  it('names a missing chunk and who imports it', () => {
    const broken: Manifest = { 'index.html': { file: 'assets/index.js', imports: ['_gone.js'] } };
    expect(() => chunkFiles(broken, ['index.html'])).toThrow('no chunk "_gone.js" (imported by "index.html")');
    expect(() => chunkFiles(manifest, ['src/nope.tsx'])).toThrow('no chunk "src/nope.tsx"');
  });
});

describe('htmlAssets', () => {
  it('lists the entry script, modulepreloads and style sheets, not icons, manifests or external files', () => {
    const html = `<link rel="icon" href="/favicon.png"><script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" href="/assets/index.css?v=1">
      <link rel="manifest" href="/manifest.webmanifest"><script src="https://cdn.example/x.js"></script>`;
    expect(htmlAssets(html)).toEqual(['assets/index.js', 'assets/react.js', 'assets/index.css']);
  });
});

describe('weigh', () => {
  it('sums sizes, CSS apart from JS', () => {
    const sizes: Record<string, number> = { 'a.js': 1000, 'b.css': 300, 'c.js': 24 };
    expect(weigh(Object.keys(sizes), (f) => sizes[f]!)).toEqual({
      js: 1024,
      css: 300,
      total: 1324,
      files: [
        { file: 'a.js', bytes: 1000 },
        { file: 'b.css', bytes: 300 },
        { file: 'c.js', bytes: 24 },
      ],
    });
  });
  it('measures like bench/web-weight.ts: zlib gzip level 9', () => {
    const text = Buffer.from('export const x = 1;\n'.repeat(500));
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).length);
  });
});

describe('compareBudgets (the budget comparison)', () => {
  const kb = 1024;
  it('passes a size at or under its budget and prints size, budget and target', () => {
    const { lines, failures } = compareBudgets([{ name: 'entry (index.html)', total: 168 * kb, budgetKb: 168, targetKb: 120 }]);
    expect(failures).toEqual([]);
    expect(lines[0]).toMatch(/^ok +entry \(index\.html\) +168\.0 KB gzip +budget 168 KB +target 120 KB$/);
  });
  it('fails a size over its budget, naming it, the budget, the excess and the largest files to blame', () => {
    const added = [
      { file: 'assets/small.js', bytes: 1 * kb },
      { file: 'assets/big.js', bytes: 30 * kb },
    ];
    const { lines, failures } = compareBudgets([
      { name: 'entry (index.html)', total: 160 * kb, budgetKb: 168, targetKb: 120 },
      { name: 'tab /pages/index/city', total: 216.5 * kb, budgetKb: 216, targetKb: null, added, addedLabel: 'the largest files it adds to the entry' },
    ]);
    expect(lines[1]).toMatch(/^FAIL tab \/pages\/index\/city +216\.5 KB gzip +budget 216 KB +target none set$/);
    expect(failures).toEqual([
      'tab /pages/index/city is 216.5 KB gzip, over its budget of 216 KB by 0.5 KB; the largest files it adds to the entry: assets/big.js 30.0 KB, assets/small.js 1.0 KB',
    ]);
  });
});

describe('the budgets file', () => {
  const budgets = parseBudgets(JSON.parse(readFileSync(new URL('../../bundle-budgets.json', import.meta.url), 'utf8')));
  it('has a budget for the entry (target 120 KB) and each of the five tabs, and nothing else', () => {
    expect(budgets.entry.targetKb).toBe(120);
    expect(Object.keys(budgets.tabs).sort()).toEqual([...TAB_PATHS].sort());
  });
  it('is checked for its shape', () => {
    expect(() => parseBudgets({ entry: { budgetKb: 1 } })).toThrow('"tabs" is missing');
    expect(() => parseBudgets({ entry: { budgetKb: 'x' }, tabs: {} })).toThrow('"entry" needs a positive budgetKb');
    expect(() => parseBudgets({ entry: { budgetKb: 1 }, tabs: { '/t': { budgetKb: 1, targetKb: '2' } } })).toThrow('"/t".targetKb must be a number');
    expect(() => parseBudgets({ entry: { budgetKb: 1 }, tabs: {}, screens: { '/s': { budgetKb: 1, drawsAtOnce: 'x' } } })).toThrow('"/s".drawsAtOnce must be a list');
  });
  it('budgets every map screen with the map’s Leaflet chunk drawn at once (docs/maps.md)', () => {
    for (const screen of ['/pagesA/system/choose-location', '/pagesA/system/open-location', '/pagesA/cityWalk/detail', '/pagesA/cityWalk/add']) {
      expect(featureScreens[screen], screen).toBeTypeOf('function');
      expect(budgets.screens[screen]?.drawsAtOnce, screen).toEqual(['src/features/common/map/leaflet-map.tsx']);
    }
  });
});

describe('leafletFiles (no map in the entry)', () => {
  const leaflet = readFileSync(new URL('../../../../node_modules/leaflet/dist/leaflet-src.js', import.meta.url), 'utf8');
  const sheet = readFileSync(new URL('../../../../node_modules/leaflet/dist/leaflet.css', import.meta.url), 'utf8');
  it('names a file holding Leaflet’s code or style sheet, and passes the rest', () => {
    const files: Record<string, string> = { 'assets/index.js': 'export const x = "hw-map__box";', 'assets/l.js': leaflet, 'assets/l.css': sheet, 'assets/app.css': '.hw-map{}' };
    expect(leafletFiles(Object.keys(files), (f) => files[f]!)).toEqual(['assets/l.js', 'assets/l.css']);
  });
});

describe('the script’s reading of the route table', () => {
  // scripts/check-bundle-budgets.mjs takes a tab's screen as route-table.ts does: the home tab is eager (in the
  // entry), any other tab is its feature screen or else the shared "not available" screen. Keep them in step.
  it('matches the real route table for every tab', async () => {
    for (const path of TAB_PATHS) {
      const route = routeTable.find((r) => r.path === path)!;
      if (path === '/pages/index/home') expect(await route.load()).toBe(HomePage);
      else expect(route.load, path).toBe(featureScreens[path] ?? notAvailableScreen);
    }
  });
});

describe('developmentBuildFiles', () => {
  // The same React DOM the app bundles, in its two builds: the check must tell them apart.
  const reactDom = (build: string) => readFileSync(new URL(`../../node_modules/react-dom/cjs/react-dom-client.${build}.js`, import.meta.url), 'utf8');
  it("names a file holding React's development build and passes the production one", () => {
    const files: Record<string, string> = { 'assets/dev.js': reactDom('development'), 'assets/prod.js': reactDom('production'), 'assets/app.css': '' };
    expect(developmentBuildFiles(Object.keys(files), (f) => files[f]!)).toEqual(['assets/dev.js']);
  });
});

describe('consoleLibraryFiles (antd and recharts stay under /admin)', () => {
  it('names the entry files holding antd or recharts, by the names their code carries', () => {
    const files: Record<string, string> = { 'assets/index.js': 'app', 'assets/console.js': 'x ant-cssinjs y', 'assets/chart.js': 'recharts-wrapper', 'assets/x.css': 'ant-cssinjs' };
    expect(consoleLibraryFiles(Object.keys(files), (f) => files[f]!)).toEqual({ antd: ['assets/console.js'], recharts: ['assets/chart.js'] });
    expect(consoleLibraryFiles(['assets/index.js'], (f) => files[f]!)).toEqual({});
  });
});
