import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles } from './check-cycles.mjs';

/** A throwaway tree of TypeScript files: name → source. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

describe('findCycles', () => {
  it('finds a circle of value imports, of type-only imports and through a dynamic import', async () => {
    const dir = tree({
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }),
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
      't1.ts': "import type { T2 } from './t2';\nexport interface T1 { x?: T2 }\n",
      't2.ts': "import type { T1 } from './t1';\nexport interface T2 { y?: T1 }\n",
      'screens.ts': "export const screens = { page: () => import('./page') };\nexport const PATH = '/p';\n",
      'page.ts': "import { PATH } from './screens';\nexport const page = PATH;\n",
    });
    const { cycles: found, unresolved } = await findCycles(['*.ts'], dir);
    expect(unresolved).toEqual([]);
    const cycles = found.map((c: string[]) => c.map((f) => path.basename(f)).sort().join(' '));
    expect(cycles.sort()).toEqual(['a.ts b.ts', 'page.ts screens.ts', 't1.ts t2.ts']);
  });

  // This repository itself is scanned once per test command, by `npm run lint` (check-cycles.mjs), which fails on a
  // cycle; scanning it here too cost about 10 s of CPU for the same answer.
  it('finds none in a one-way graph', async () => {
    const dir = tree({ 'low.ts': 'export const low = 1;\n', 'high.ts': "import { low } from './low';\nexport const high = low + 1;\n" });
    expect(await findCycles(['*.ts'], dir)).toEqual({ cycles: [], unresolved: [], areaCycles: [] });
  });

  it('finds two features that import each other through different files, but not through a shared style sheet', async () => {
    const f = 'apps/web/src/features';
    const dir = tree({
      [`${f}/listings/card.ts`]: "import { badge } from '../vip/badge';\nexport const card = badge;\n",
      [`${f}/vip/badge.ts`]: 'export const badge = 1;\n',
      [`${f}/vip/page.ts`]: "import { card } from '../listings/card';\nexport const page = card;\n",
      [`${f}/jobs/page.ts`]: "import '../listings/look.css';\nimport { card } from '../listings/card';\nexport const jobs = card;\n",
      [`${f}/listings/look.css`]: '.x {}\n',
      [`${f}/listings/jobs-link.ts`]: "import '../jobs/look.css';\nexport const link = 1;\n",
      [`${f}/jobs/look.css`]: '.y {}\n',
    });
    const { cycles, areaCycles } = await findCycles(['apps/**/*.ts'], dir);
    expect(cycles).toEqual([]);
    expect(areaCycles).toEqual([[`${f}/listings -> ${f}/vip (card.ts)`, `${f}/vip -> ${f}/listings (page.ts)`]]);
  });

  it('names an import it cannot follow', async () => {
    const dir = tree({ 'a.ts': "import { gone } from './gone';\nexport const a = gone;\n" });
    expect((await findCycles(['*.ts'], dir)).unresolved).toEqual(['a.ts: ./gone']);
  });
});
