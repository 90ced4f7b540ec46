import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { testPhoto } from './support/images.js';
import { untilStill } from './support/motion.js';
import { artifacts, launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Business cards on the built app served by the real server: the demo publisher makes a card in the editor (a
 * refused save first: no way to reach him), edits it, and shares its short link; a guest opens `/c/<code>`, sees the
 * card and downloads its PNG (looked at: e2e/artifacts/cards/card.png) and its vCard; the demo member saves it and
 * starts a chat with its owner.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const shot = stepShots('cards');
const NAME = 'Nguyễn Văn Hùng 阮文雄';
let code = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function personPage(mobile: string | null): Promise<Page> {
  const context = await phoneContext(browser, { serviceWorkers: 'block', acceptDownloads: true });
  const page = await context.newPage();
  if (mobile) await logInWithPassword(page, server.base, mobile);
  return page;
}

describe('business cards', () => {
  let owner: Page;

  it('the publisher makes a new card in the editor: a card without any contact is refused, then saved', async () => {
    owner = await personPage('13800000002');
    await owner.goto(`${server.base}/pagesA/card/home`);
    await owner.getByTestId('card-mine-anjuwang').waitFor();
    await shot(owner, 'home-mine');
    await owner.getByTestId('card-create').click();
    await owner.waitForURL('**/pagesA/card/edit');
    await owner.getByTestId('card-name').fill(NAME);
    await owner.getByTestId('card-title').fill('Giám đốc kinh doanh · 销售总监');
    await owner.getByTestId('card-company').fill('越华进出口贸易 Công ty TNHH Việt Hoa');
    await owner.getByTestId('card-address').fill('胡志明市第五郡 陈兴道 201 号 Quận 5');
    await owner.getByTestId('card-intro').fill('中越双语，专做家具和建材进出口，欢迎来电或加微信洽谈。');
    await owner.getByTestId('card-save').click();
    // In the form (the same words also show in the error toast, which may be up by then).
    await owner.getByTestId('card-edit').getByText('请至少填写电话、微信号或邮箱中的一项，方便别人联系您').waitFor();
    await shot(owner, 'edit-refused');
    await owner.getByTestId('card-phone').fill('+84 938 555 201');
    await owner.getByTestId('card-wechat').fill('hung_vietHoa');
    await owner.getByTestId('card-email').fill('hung@viethoa.vn');
    await owner.getByTestId('card-avatar').locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await testPhoto({ r: 200, g: 120, b: 60 }, 1) });
    await owner.getByTestId('card-avatar').locator('.adm-image-uploader-cell img').first().waitFor();
    await expect.poll(() => owner.getByTestId('card-avatar').locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await owner.getByTestId('card-theme-ink').click();
    await shot(owner, 'edit-filled');
    await owner.getByTestId('card-save').click();
    await owner.waitForURL('**/pagesA/card/detail?code=*');
    code = new URL(owner.url()).searchParams.get('code')!;
    expect(code).toMatch(/^[2-9a-hjkmnp-z]{8}$/);
    await owner.getByTestId('card-detail-edit').waitFor();
    expect(await owner.getByTestId('card-face-name').textContent()).toBe(NAME);
    await owner.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
    await shot(owner, 'detail-mine');
  });

  it('the publisher edits the card from his list', async () => {
    await owner.goto(`${server.base}/pagesA/card/home`);
    await owner.getByTestId(`card-edit-${code}`).click();
    await owner.waitForURL('**/pagesA/card/edit?id=*');
    const title = owner.getByTestId('card-title');
    await expect.poll(() => title.inputValue()).toBe('Giám đốc kinh doanh · 销售总监');
    await title.fill('Tổng giám đốc · 总经理');
    await owner.getByTestId('card-save').click();
    await owner.waitForURL(`**/pagesA/card/detail?code=${code}`);
    await owner.getByText('Tổng giám đốc · 总经理').waitFor();
  });

  it('a guest opens the short link, sees the card, and downloads its PNG and vCard', async () => {
    const guest = await personPage(null);
    await guest.goto(`${server.base}/c/${code}`);
    await guest.waitForURL(`**/pagesA/card/detail?code=${code}`);
    await guest.getByTestId('card-collect').waitFor();
    expect(await guest.getByTestId('card-face-name').textContent()).toBe(NAME);
    expect(await guest.title()).toContain(NAME);
    expect(await guest.getByTestId('card-detail').textContent()).toContain('+84 938 555 201');
    await shot(guest, 'guest-detail');

    await guest.getByTestId('card-detail-download').click();
    await guest.waitForURL(`**/pagesA/card/download?code=${code}`);
    const img = guest.getByTestId('card-png');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 30_000 }).toBe(1080);
    await untilStill(img);
    await shot(guest, 'download');

    const [png] = await Promise.all([guest.waitForEvent('download'), guest.getByTestId('card-png-download').click()]);
    const pngBytes = readFileSync((await png.path())!);
    const meta = await sharp(pngBytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 648]);
    expect(png.suggestedFilename()).toBe(`${NAME}.png`);
    writeFileSync(path.join(artifacts, 'cards', 'card.png'), pngBytes);

    const [vcf] = await Promise.all([guest.waitForEvent('download'), guest.getByTestId('card-vcard-download').click()]);
    const text = readFileSync((await vcf.path())!, 'utf8');
    expect(vcf.suggestedFilename()).toBe(`${NAME}.vcf`);
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(text).toContain(`FN:${NAME}\r\n`);
    expect(text).toContain('TEL;VALUE=uri;TYPE="cell,voice":tel:+84938555201\r\n');
    expect(text).toMatch(new RegExp(`\r\nURL:https?://[^\r]+/c/${code}\r\n`));
    writeFileSync(path.join(artifacts, 'cards', 'card.vcf'), text);

    // Saving needs an account: the guest is sent to log in.
    await guest.goBack();
    await guest.getByTestId('card-collect').click();
    await guest.waitForURL('**/pages/login/login**');
    await guest.context().close();
  });

  it('the member saves the card, finds it under saved cards, and starts a chat with its owner', async () => {
    const member = await personPage('13800000001');
    await member.goto(`${server.base}/c/${code}`);
    await member.getByTestId('card-collect').waitFor();
    await member.getByTestId('card-collect').click();
    await member.getByText('已收藏到“收藏的名片”').waitFor();
    await expect.poll(() => member.getByTestId('card-collect').getAttribute('aria-pressed')).toBe('true');
    await member.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
    await shot(member, 'member-saved');
    await member.goto(`${server.base}/pagesA/card/home?tab=saved`);
    await member.getByTestId(`card-saved-${code}`).waitFor();
    await shot(member, 'home-saved');
    await member.getByTestId(`card-saved-${code}`).click();
    await member.getByTestId('card-chat').click();
    // The chat screen opens the single conversation with the card's owner (the chat module's own call).
    await member.waitForURL('**/pagesA/chat/chat/chat?conversation_id=*');
    await member.getByTestId('chat-text').locator('textarea').first().fill('王总您好，看到您的名片，想了解家具出口越南的运费。');
    await member.getByTestId('chat-send').click();
    await member.locator('[data-status="sent"]').last().waitFor();
    await shot(member, 'chat');
  });
});
