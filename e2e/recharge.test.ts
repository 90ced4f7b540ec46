import { RECHARGE_SANDBOX_NUMBERS } from '@haiwai/contracts/recharge/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Phone top-up in Chromium on the built app served by the real server (sandbox airtime provider, sandbox
 * payment provider, timers running): a member types a Vietnamese number, sees its operator, corrects it and
 * back, picks a face value, pays on the sandbox's page and finds the top-up done in the list; the failing
 * test number ends refunded with its reason.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
const shot = stepShots('recharge');
const MEMBER_MOBILE = '13800000001';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
  await logInWithPassword(page, server.base, MEMBER_MOBILE);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);
/** The sandbox's national form of an E.164 test number: +84909000404 → 0909000404. */
const national = (e164: string) => `0${e164.slice(3)}`;

async function orderAndPay(mobile: string, faceValue: number, name: string) {
  await page.goto(`${server.base}/pagesA/recharge/phone/home`);
  await id('recharge-home').waitFor();
  await id('recharge-mobile').locator('input').fill(mobile);
  await id(`recharge-face-${faceValue}`).click();
  await shot(page, `${name}-ready`);
  await id('recharge-pay').click();
  await page.waitForURL('**/pagesA/pay/sandbox?id=*');
  await id('sandbox-page').waitFor();
  await shot(page, `${name}-sandbox`);
  await id('sandbox-pay').click();
  await page.waitForURL('**/pagesA/pay/result?no=*');
}

async function rowOf(phone: string, state: string) {
  await page.goto(`${server.base}/pagesA/recharge/phone/list`);
  const row = page.locator(`[data-testid="recharge-row"][data-phone="${phone}"][data-state="${state}"]`);
  // The list asks again every 2 s while a top-up is on its way (the send job runs within a second or two).
  await row.first().waitFor({ timeout: 20_000 });
  return row.first();
}

describe('phone top-up', () => {
  it('recognises the operator as the number is typed, and lets the person correct it', async () => {
    await page.goto(`${server.base}/pagesA/recharge/phone/home`);
    await id('recharge-home').waitFor();
    // The area's calling code comes with the screen's config call (slow on a busy machine): wait for it.
    await expect.poll(() => id('recharge-area-code').textContent(), { timeout: 10_000 }).toContain('+84');
    await id('recharge-operator-none').waitFor();
    await shot(page, 'empty');
    await id('recharge-mobile').locator('input').fill('096');
    await expect.poll(() => id('recharge-operator').textContent()).toContain('Viettel');
    await id('recharge-mobile').locator('input').fill('0961234567');
    expect(await id('recharge-operator').textContent()).toContain('根据号码识别');
    await id('recharge-face-50000').waitFor();
    expect(await page.locator('[data-testid^="recharge-face-"]').count()).toBe(6);
    await id('recharge-operator-change').click();
    await id('recharge-operator-vn-mobifone').click();
    expect(await id('recharge-operator').textContent()).toContain('Mobifone');
    expect(await id('recharge-operator').textContent()).toContain('已手动选择');
    await id('recharge-operator-change').click();
    await shot(page, 'operator-chips');
    await id('recharge-operator-vn-viettel').click();
    await id('recharge-face-50000').click();
    expect(await id('recharge-total').textContent()).toMatch(/50,000/);
    expect(await id('recharge-pay').isEnabled()).toBe(true);
    await shot(page, 'chosen');
  });

  it('pays in the sandbox and finds the top-up done in the list', async () => {
    await orderAndPay('0961234567', 50_000, 'viettel');
    const row = await rowOf('+84961234567', 'done');
    expect(await row.getByTestId('recharge-state').textContent()).toBe('充值成功');
    expect(await row.textContent()).toContain('Viettel');
    await shot(page, 'list-done');
  });

  it('the failing test number ends refunded, saying why', async () => {
    await orderAndPay(national(RECHARGE_SANDBOX_NUMBERS.failing), 20_000, 'failing');
    const row = await rowOf(RECHARGE_SANDBOX_NUMBERS.failing, 'refunded');
    expect(await row.getByTestId('recharge-failure').textContent()).toBe('运营商拒绝了这次充值，款项已原路退回');
    expect(await row.textContent()).toContain('Mobifone');
    await shot(page, 'list-refunded');
  });
});
