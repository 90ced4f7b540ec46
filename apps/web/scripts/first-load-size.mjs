// Gzip size of the JS and CSS the home page loads: entry chunk, its static imports, the home page module and its imports.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const roots = ['index.html', 'src/features/home/home-page.tsx'];
const files = new Set();
const visit = (key) => {
  const m = manifest[key];
  if (!m || files.has(m.file)) return;
  files.add(m.file);
  for (const css of m.css ?? []) files.add(css);
  for (const dep of m.imports ?? []) visit(dep);
};
roots.forEach(visit);
let js = 0;
let css = 0;
for (const f of files) {
  const size = gzipSync(readFileSync(new URL(f, dist)), { level: 9 }).length;
  if (f.endsWith('.css')) css += size;
  else js += size;
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(`home first load: ${files.size} files, JS ${kb(js)} KB + CSS ${kb(css)} KB = ${kb(js + css)} KB gzip`);
