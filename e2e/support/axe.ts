import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's serious and critical findings (WCAG 2.0/2.1 A and AA) on the screen as it settles, one line each
 * (`label: rule (impact) target`). It waits for running transitions and animations first: a button turning from
 * disabled to enabled is a 0.2 s colour fade, and audited mid-fade its text fails contrast on a busy machine.
 * The page's context needs `bypassCSP: true` (axe goes in as an inline script).
 */
export async function seriousFindings(page: Page, label = '', include: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const result = (await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<unknown> } }).axe.run(include.length ? { include: include.map((s) => [s]) } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { include, tags: TAGS },
  )) as { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${label ? `${label}: ` : ''}${v.id} (${v.impact}) ${n.target.map(String).join(' ')}`));
}
