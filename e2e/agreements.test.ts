import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { untilStill } from './support/motion.js';
import { artifacts, launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Contracts and signatures on the built app served by the real server, two people in two browser contexts: the demo
 * landlord (publisher) fills in a house lease with Vietnamese beside the Chinese and invites the demo member by
 * member ID; the member, in a second context, reads it and draws a signature; the landlord signs; the signed PDF
 * downloads, its SHA-256 is the one the page shows, "verify a file" says it matches and a copy with one changed
 * byte does not. The PDF is kept under e2e/artifacts/agreements/ to be rendered and looked at.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
let landlord: Page;
let tenant: Page;
let tenantId = 0;
let contractId = 0;
const shot = stepShots('agreements');
const dir = path.join(artifacts, 'agreements');

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  tenantId = (await api.login('13800000001')).user.id;
  landlord = await person('13800000002');
  tenant = await person('13800000001');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function person(mobile: string): Promise<Page> {
  const context = await phoneContext(browser, { acceptDownloads: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logInWithPassword(page, server.base, mobile);
  return page;
}

/** Draws a signature stroke across the pad with the mouse (pointer events, as a finger would). */
async function draw(page: Page) {
  const pad = page.getByTestId('agr-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + box.height * (0.5 + 0.25 * Math.sin(i)), { steps: 3 });
  await page.mouse.up();
}

async function signOn(page: Page, name: string) {
  await page.goto(`${server.base}/pagesA/sign/sign?id=${contractId}`);
  await page.getByTestId('agr-sign-text').waitFor();
  await page.getByTestId('agr-agree').locator('.adm-checkbox').click();
  await draw(page);
  await shot(page, `${name}-drawn`);
  await page.getByTestId('agr-sign-submit').click();
  await page.waitForURL((u) => u.pathname === '/pagesA/sign/detail');
}

describe('a house lease signed by two people', () => {
  it('the landlord picks the lease template and fills it in with Vietnamese beside the Chinese', async () => {
    await landlord.goto(`${server.base}/pagesA/sign/index`);
    await landlord.getByTestId('agr-template-lease').waitFor();
    await shot(landlord, 'templates');
    await landlord.getByTestId('agr-template-lease').click();
    await landlord.getByTestId('agr-fill').waitFor();
    await landlord.getByTestId('agr-side').getByText('Tiếng Việt').click();
    const values: Record<string, string> = { landlord: '王强', tenant: '林晓', address: '胡志明市第七郡 Nguyễn Thị Thập 88 号', rent: '12000000', deposit: '24000000', start: '2027-01-01', months: '12' };
    for (const [key, value] of Object.entries(values)) await landlord.getByTestId(`agr-field-${key}`).fill(value);
    await shot(landlord, 'filled');
    await landlord.getByTestId('agr-fill-save').click();
    await landlord.waitForURL((u) => u.pathname === '/pagesA/sign/detail');
    contractId = Number(new URL(landlord.url()).searchParams.get('id'));
    await expect.poll(() => landlord.getByTestId('agr-status').first().textContent()).toBe('草稿');
    await expect.poll(() => landlord.getByTestId('agr-content').textContent()).toContain('Bên A cho Bên B thuê căn nhà tại');
    await shot(landlord, 'draft');
  });

  it('invites the tenant by member ID; the contract awaits signatures', async () => {
    await landlord.getByTestId('agr-invite').click();
    const sheet = landlord.getByTestId('agr-invite-sheet');
    await untilStill(sheet);
    await landlord.getByTestId('agr-invite-member').fill(String(tenantId));
    await shot(landlord, 'invite');
    await landlord.getByTestId('agr-invite-send').click();
    await expect.poll(() => landlord.getByTestId('agr-status').first().textContent()).toBe('待签署');
    await expect.poll(() => landlord.getByTestId('agr-counterparty').textContent()).toBe('小林');
    await shot(landlord, 'awaiting');
  });

  it('the tenant, in another browser, reads the lease and signs it by hand', async () => {
    await tenant.goto(`${server.base}/pagesA/sign/list?status=awaiting`);
    await tenant.getByTestId(`agr-row-${contractId}`).waitFor();
    await shot(tenant, 'tenant-list');
    await tenant.getByTestId(`agr-row-${contractId}`).click();
    await tenant.getByTestId('agr-go-sign').click();
    await tenant.getByTestId('agr-sign-text').waitFor();
    await shot(tenant, 'tenant-reads');
    // Signing without agreeing or drawing is refused on the screen.
    await tenant.getByTestId('agr-sign-submit').click();
    await tenant.getByText('请先勾选同意').waitFor();
    await signOn(tenant, 'tenant');
    await tenant.getByTestId('agr-sig-counterparty').waitFor();
    await expect.poll(() => tenant.getByTestId('agr-status').first().textContent()).toBe('待签署');
    await shot(tenant, 'tenant-signed');
  });

  it('the landlord signs; the PDF downloads, its hash is the one shown, and "verify a file" tells it from a changed copy', async () => {
    await signOn(landlord, 'landlord');
    await expect.poll(() => landlord.getByTestId('agr-status').first().textContent()).toBe('已签署');
    const hash = (await landlord.getByTestId('agr-hash').textContent())!.trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await landlord.getByTestId('agr-signatures').scrollIntoViewIfNeeded();
    await shot(landlord, 'signed');
    const [download] = await Promise.all([landlord.waitForEvent('download'), landlord.getByTestId('agr-download').click()]);
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'signed-lease.pdf');
    await download.saveAs(file);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(hash);

    await landlord.getByTestId('agr-verify-input').setInputFiles(file);
    await expect.poll(() => landlord.getByTestId('agr-verify-result').textContent()).toBe('一致：该文件就是双方签署的合同');
    await landlord.getByTestId('agr-hash-section').scrollIntoViewIfNeeded();
    await shot(landlord, 'verified');
    const changed = Buffer.from(bytes);
    const at = Math.floor(changed.length / 2);
    changed[at] = changed[at]! ^ 0x01;
    const changedFile = path.join(dir, 'changed.pdf');
    writeFileSync(changedFile, changed);
    await landlord.getByTestId('agr-verify-input').setInputFiles(changedFile);
    await expect.poll(() => landlord.getByTestId('agr-verify-result').textContent()).toBe('不一致：该文件与签署的合同不同');
    await shot(landlord, 'changed-refused');
  });

  it('the tenant sees it signed too; a stranger is told it does not exist', async () => {
    await tenant.reload();
    await expect.poll(() => tenant.getByTestId('agr-status').first().textContent()).toBe('已签署');
    const stranger = await person('13800000100');
    await stranger.goto(`${server.base}/pagesA/sign/detail?id=${contractId}`);
    await stranger.getByText('合同不存在，或您不是合同的当事人').first().waitFor();
    await shot(stranger, 'stranger');
  });
});
