/**
 * Lighthouse mobile (performance only, default simulated throttling) in a fresh headless Chromium per run: what
 * bench/web-weight.ts and bench/screens-lighthouse.ts share.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface LighthouseOptions {
  /** Keeps the full report in bench/results/lighthouse-NAME.json (to find out what the largest paint waited on). */
  report?: string;
  /**
   * Runs in the launched Chromium (its debugging port) before Lighthouse navigates, e.g. to store a session; the
   * storage Lighthouse would otherwise clear is then kept (each run has its own fresh profile, so nothing else is).
   */
  prepare?: (port: number) => Promise<void>;
  /**
   * Only the five scored metrics (and the final screenshot): the same trace and the same score (the performance
   * category is their weighted sum), without the diagnostics' gathering and auditing, about a third of a run's time.
   */
  metricsOnly?: boolean;
}

const METRIC_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'final-screenshot'];

export async function runLighthouse(url: string, opts: LighthouseOptions = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    if (opts.prepare) await opts.prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      disableStorageReset: Boolean(opts.prepare),
      ...(opts.metricsOnly ? { onlyAudits: METRIC_AUDITS } : {}),
    });
    const lhr = result!.lhr;
    const a = lhr.audits;
    if (opts.report) {
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(`bench/results/lighthouse-${opts.report}.json`, JSON.stringify(lhr));
    }
    const trace = (result!.artifacts as unknown as { Trace?: { traceEvents: never[] } }).Trace;
    return {
      trace,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue ?? NaN,
      lcp: a['largest-contentful-paint'].numericValue ?? NaN,
      tbt: a['total-blocking-time'].numericValue ?? NaN,
      cls: a['cumulative-layout-shift'].numericValue ?? NaN,
      si: a['speed-index'].numericValue ?? NaN,
      finalUrl: lhr.finalDisplayedUrl,
      /** The page as Lighthouse left it (a data: URL of a JPEG), to look at what was measured. */
      screenshot: (a['final-screenshot']?.details as { data?: string } | undefined)?.data,
      warnings: lhr.runWarnings,
      // A run Lighthouse could not score (a metric it failed to read, e.g. NO_LCP) says why instead of scoring 0.
      error: lhr.runtimeError?.code ?? (lhr.categories.performance.score === null ? 'NO_SCORE' : null),
    };
  } finally {
    await chrome.kill();
  }
}

export type Lh = Awaited<ReturnType<typeof runLighthouse>>;

/**
 * Lighthouse `runs` times on one page; the run with the median score stands for it. A run Lighthouse could not
 * score is listed with its error and replaced by another (up to `runs` more), so no 0 stands in a median.
 */
export async function medianLighthouse(url: string, name: string, runs: number, opts: LighthouseOptions = {}) {
  const all: Lh[] = [];
  const failed: string[] = [];
  for (let i = 0; all.length < runs && i < runs * 2; i++) {
    const run = await runLighthouse(url, opts);
    if (run.error) failed.push(`error ${run.error}`);
    else all.push(run);
  }
  if (!all.length) throw new Error(`Lighthouse could not score ${name}: ${failed.join(', ')}`);
  const sorted = [...all].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, scores: [...all.map((r) => String(r.score)), ...failed] };
}
