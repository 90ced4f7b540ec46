import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { spawnServer } from '../../apps/server/tests/support/server-process.js';
import { copyOfSeeded } from './seeded-template.js';

const root = path.resolve(import.meta.dirname, '../..');
export const artifacts = path.join(root, 'e2e/artifacts');

/**
 * The real server (built web app + API) on a free port, as a user would run it; `env` adds settings. It starts on
 * its own copy of the data folder the run seeded once (support/seeded-template.ts); `fresh` starts on an empty one.
 */
export async function startServer(env: Record<string, string> = {}, opts: { fresh?: boolean } = {}) {
  const template = opts.fresh ? undefined : inject('seededDataDir');
  const dataDir = template ? copyOfSeeded(template) : undefined;
  const server = spawnServer({ dataDir, entry: inject('serverEntry'), env: { NODE_ENV: 'development', ...env } });
  await server.ready();
  const { base } = server;
  return {
    base,
    async smsCode(mobile: string) {
      const res = (await (await fetch(`${base}/api/dev/sms-outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string }> };
      return res.data[0]?.code ?? null;
    },
    /** Waits for a text sent after `since` (ms) and returns its code. */
    async nextSmsCode(mobile: string, since: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const res = (await (await fetch(`${base}/api/dev/sms-outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string; created_at: string }> };
        const fresh = res.data.find((r) => new Date(r.created_at).getTime() >= since - 1000);
        if (fresh) return fresh.code;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no SMS to ${mobile} since ${new Date(since).toISOString()}`);
    },
    /** Lets `seconds` pass for the durable timers (an unpaid order expires after 15 minutes): the dev clock route. */
    async advanceClock(seconds: number) {
      const res = await fetch(`${base}/api/dev/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds }) });
      if (!res.ok) throw new Error(`advance clock: ${res.status}`);
    },
    stop: async () => {
      const code = await server.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * Chromium for a test file, whose contexts differ from a person's browser in two ways, each for a measured reason:
 * - The app offers notifications in a dialog after a member's first chat message (docs/web-push.md); a test about
 *   something else would find that dialog over the screen it clicks, so every page answers "denied" as a member who
 *   had said no, unless the file tests the offer itself (`{ webPushOffer: true }`).
 * - No service worker, unless the file tests it (`{ serviceWorker: true }`: the offline copy, the CSP, the install,
 *   Web Push). Every context is a first visit, and a first visit that stays four seconds installs the offline copy
 *   (655 files, 4.9 MB): five contexts of twelve seconds on home took 22.9 s of CPU with it against 4.2 s without,
 *   about 3.7 s of Chromium and 0.7 s of the server's per context, for nothing the file checks.
 * `args` adds Chromium switches (a fake microphone for voice messages).
 */
export async function launchBrowser(opts: { webPushOffer?: boolean; serviceWorker?: boolean; args?: string[] } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', ...(opts.args ?? [])],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: opts.serviceWorker ? 'allow' : 'block', ...options });
    if (!opts.webPushOffer) {
      await context.addInitScript(() => {
        if (typeof Notification !== 'undefined') Object.defineProperty(Notification, 'permission', { get: () => 'denied', configurable: true });
      });
    }
    return context;
  };
  return browser;
}

/** Saves a screenshot of each step under e2e/artifacts/<flow>/NN-name.png (kept by CI as test artefacts). */
export function stepShots(flow: string) {
  const dir = path.join(artifacts, flow);
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return async (page: Page, name: string) => {
    n += 1;
    await page.screenshot({ path: path.join(dir, `${String(n).padStart(2, '0')}-${name}.png`) });
  };
}

/** The opening screen's files a page's boot script asks for (app-shell.ts: `window.__HW_SCREEN_FILES__`). */
export const screenFilesOf = (html: string): string[] => JSON.parse(/window\.__HW_SCREEN_FILES__=(\[.*?\]);/.exec(html)?.[1] ?? '[]') as string[];

/** Files of antd-mobile's gesture and animation libraries (named chunks, vite.config.ts): no first load should need them. */
export const ANIMATION_LIBRARIES = /react-spring|use-gesture/;

/** The paths `page` asks for from now until `stop()` (kept after it). */
export function recordRequests(page: Page): { paths: string[]; stop(): void } {
  const paths: string[] = [];
  const onRequest = (r: { url(): string }) => void paths.push(new URL(r.url()).pathname);
  page.on('request', onRequest);
  return { paths, stop: () => void page.off('request', onRequest) };
}

/** The entry chunk and framework preloads the boot script adds after the first paint (app-shell.ts: START_AFTER_PAINT). */
export function appStartOf(html: string): { entry: string; framework: string[] } | null {
  const m = /\}\)\("(\/assets\/[^"]+\.js)",(\[[^\]]*\]),function\(f\)/.exec(html);
  return m ? { entry: m[1]!, framework: JSON.parse(m[2]!) as string[] } : null;
}

/** The demo users' password (apps/server/src/modules/auth/seed/demo-users.ts). */
export const DEMO_PASSWORD = 'Demo1234!';

/** Logs in through the login page's password tab, as a person would, and waits to be sent on. */
export async function logInWithPassword(page: Page, base: string, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${base}/pages/login/login`);
  await page.getByTestId('login-tab-password').click();
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.pathname.includes('/login'));
}

/**
 * A phone-sized browser context (390×844, Chinese locale), as most tests use; `extra` adds options. One device pixel per
 * CSS pixel, as every test context here: layout is the same at 2×, and Chromium drew and encoded four times the pixels
 * (the browser tests are bound by the 2-core machine's CPU: docs/contributing.md, "The test command's time").
 */
export function phoneContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'zh-CN', ...extra });
}
