import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, startServer, stepShots } from './support/server.js';

/**
 * The app and the API docs run under the server's Content-Security-Policy (apps/server/src/http-security.ts)
 * without a single violation: every main screen is opened in Chromium with the service worker on, and any
 * `securitypolicyviolation` event, any console message about the policy or the Permissions-Policy header,
 * fails the test. The screens are also checked for having rendered (images decoded, the socket open).
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const shot = stepShots('csp');

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source?: string;
}
const violations: Violation[] = [];
const policyConsole: string[] = [];
const sockets: string[] = [];

const POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame|create)|Permissions-Policy|Feature-Policy|Trusted Type/i;

function watchConsole(msg: ConsoleMessage) {
  if (POLICY_MESSAGE.test(msg.text())) policyConsole.push(`[${msg.type()}] ${msg.text()}`);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ serviceWorker: true }); // the worker's registration is part of what the CSP must allow
  context = await browser.newContext({ viewport: { width: 500, height: 900 }, deviceScaleFactor: 1, locale: 'zh-CN' });
  // Reported through a binding, so violations survive navigations and are never lost with the page.
  await context.exposeBinding('__cspViolation', ({ page: p }, v: Omit<Violation, 'page'>) => {
    violations.push({ page: p.url(), ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: object): void }).__cspViolation({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  page = await context.newPage();
  page.on('console', watchConsole);
  page.on('websocket', (ws) => sockets.push(ws.url()));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** No violation and no policy complaint so far; names them all when there are some. */
function expectClean(where: string) {
  expect({ where, violations, policyConsole }).toEqual({ where, violations: [], policyConsole: [] });
}

/** Images in view have loaded (a blocked image would stay at naturalWidth 0). */
async function imagesInViewLoaded() {
  await page.waitForFunction(() => {
    const imgs = Array.from(document.images).filter((i) => i.getBoundingClientRect().top < window.innerHeight && i.getBoundingClientRect().width > 0);
    return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
  });
}

describe('the app under its Content-Security-Policy', () => {
  it('the response carries the policy and the shell’s inline boot script runs by its nonce', async () => {
    const res = await page.goto(server.base);
    const csp = (await res!.allHeaders())['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The boot data was read: the inline script ran.
    expect(await page.evaluate(() => typeof (window as unknown as { __HW_BOOT__?: unknown }).__HW_BOOT__)).toBe('object');
  });

  it('the watch works: a canary image from another origin is blocked and reported both ways', async () => {
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'http://127.0.0.2:9/csp-canary.png';
      document.body.append(img);
    });
    await expect.poll(() => violations.some((v) => v.directive === 'img-src' && v.blocked.includes('csp-canary'))).toBe(true);
    await expect.poll(() => policyConsole.some((m) => m.includes('csp-canary'))).toBe(true);
    violations.length = 0;
    policyConsole.length = 0;
  });

  it('home renders with its carousel and entry icons', async () => {
    await page.getByTestId('home-entries').locator('[data-testid^="entry-"]').first().waitFor();
    await page.getByTestId('home-carousel').locator('img').first().waitFor();
    await imagesInViewLoaded();
    // The service worker registers under worker-src 'self' (after the basic data loads: slow on a busy machine).
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration())), { timeout: 45_000 }).toBe(true);
    // The microphone is allowed to the app (voice messages); the camera and geolocation are not.
    const allowed = await page.evaluate(() => {
      const fp = (document as unknown as { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy;
      return fp ? { mic: fp.allowsFeature('microphone'), camera: fp.allowsFeature('camera'), geo: fp.allowsFeature('geolocation') } : null;
    });
    if (allowed) expect(allowed).toEqual({ mic: true, camera: false, geo: false });
    await shot(page, 'home');
    expectClean('home');
  });

  it('a listing list and a listing detail', async () => {
    await page.goto(`${server.base}/pages/house/list`);
    await page.getByTestId('listing-items').waitFor();
    await imagesInViewLoaded();
    await shot(page, 'listing-list');
    await page.locator('[data-testid^="listing-card-"]').first().click();
    await page.getByTestId('listing-detail').waitFor();
    await page.getByTestId('detail-title').waitFor();
    await imagesInViewLoaded();
    await shot(page, 'listing-detail');
    expectClean('listings');
  });

  it('login, then chat over the socket with a photo and a file', async () => {
    await page.goto(`${server.base}/pages/login/login`);
    await page.getByTestId('login-tab-password').click();
    await shot(page, 'login');
    await page.getByTestId('login-account').fill('13800000001');
    await page.getByTestId('login-password').fill('Demo1234!');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.pathname.includes('/login'));
    const publisher = await apiClient(server.base).login('13800000002');
    await page.goto(`${server.base}/pagesA/chat/chat/chat?user_id=${publisher.user.id}`);
    await page.waitForURL(/conversation_id=\d+/);
    await page.getByTestId('chat-text').locator('textarea').first().fill('CSP 检查：你好');
    await page.getByTestId('chat-send').click();
    const last = page.getByTestId('chat-messages').locator('.chat-msg').last();
    await expect.poll(() => last.getAttribute('data-status'), { timeout: 15_000 }).toBe('sent');
    // A photo: shown from a blob: URL first (img-src blob:), then from the server.
    await page.getByTestId('chat-more').click();
    await page.getByTestId('chat-photo-input').setInputFiles({ name: 'p.jpg', mimeType: 'image/jpeg', buffer: await testPhoto({ r: 200, g: 80, b: 40 }) });
    await expect.poll(() => page.getByTestId('chat-messages').locator('.chat-msg').last().getAttribute('data-status'), { timeout: 15_000 }).toBe('sent');
    await expect.poll(async () => (await page.getByTestId('chat-messages').locator('.chat-msg').last().locator('img').last().getAttribute('src')) ?? '').toContain('/api/media/');
    await page.getByTestId('chat-messages').locator('.chat-msg').last().locator('img').last().evaluate((img: HTMLImageElement) => img.decode());
    // A file is a download (Content-Disposition: attachment) that keeps the name the chat shows.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'.padEnd(2000, ' '));
    await page.getByTestId('chat-file-input').setInputFiles({ name: '租房合同.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => page.getByTestId('chat-messages').locator('.chat-msg').last().getAttribute('data-status'), { timeout: 15_000 }).toBe('sent');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('msg-file').last().click()]);
    expect(download.suggestedFilename()).toBe('租房合同.pdf');
    // The chat socket opened on this origin.
    expect(sockets.some((u) => u.startsWith(server.base.replace(/^http/, 'ws')))).toBe(true);
    await shot(page, 'chat');
    await page.goto(`${server.base}/pagesA/chat/conversation/list`);
    await page.locator('[data-testid^="chat-row-"]').first().waitFor();
    await shot(page, 'chat-list');
    expectClean('login and chat');
  });

  it('the API docs page', async () => {
    const res = await page.goto(`${server.base}/api/docs`);
    expect((await res!.allHeaders())['content-security-policy']).toContain("default-src 'self'");
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 });
    await page.locator('.opblock').first().waitFor();
    await shot(page, 'api-docs');
    expectClean('api docs');
  });
});
