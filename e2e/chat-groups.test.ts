import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Groups that run themselves (docs/chat-groups.md), in three browsers: the owner (the demo publisher) appoints an
 * admin (an area admin); the admin edits the announcement and the member (the demo member) sees it live at the top of
 * the room; the admin makes an invite link that needs approval, a visitor opens it, logs in, asks to join and is let
 * in; the admin mutes the member, whose send is refused naming the end; the owner hands the group to the admin; the
 * member limit's refusal through the API.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let api: ReturnType<typeof apiClient>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let admin: Page;
let member: Page;
let ownerToken = '';
let adminId = 0;
let memberId = 0;
let groupId = 0;
let inviteLink = '';
const shot = stepShots('chat-groups');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core (WCAG 2.1 A/AA) on what the page shows now: the serious and critical findings, as `rule: target` lines. */
async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] }),
  )) as { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
}

async function open(): Promise<Page> {
  const context = await phoneContext(browser, { serviceWorkers: 'block', bypassCSP: true }); // axe goes in as an inline script
  // The notification offer after a first message (docs/web-push.md) is another test's: asked already here.
  await context.addInitScript(() => localStorage.setItem('webPush.asked', '1'));
  contexts.push(context);
  return context.newPage();
}

const room = (id: number) => `${server.base}/pagesA/chat/chat/chat?conversation_id=${id}`;

async function openSettings(page: Page) {
  await page.getByTestId('chat-settings').click();
  await page.getByTestId('group-settings').waitFor();
  await untilStill(page.getByTestId('group-settings'));
}

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const o = await api.login('13800000002');
  ownerToken = o.token;
  adminId = (await api.login('13800000100')).user.id;
  memberId = (await api.login('13800000001')).user.id;
  const g = await api.call<{ id: number }>('POST', '/conversation/create-group', { token: ownerToken, body: { name: '第七郡租客群', memberIds: [adminId, memberId] } });
  groupId = g.id;
  owner = await open();
  admin = await open();
  member = await open();
  await logInWithPassword(owner, server.base, '13800000002');
  await logInWithPassword(admin, server.base, '13800000100');
  await logInWithPassword(member, server.base, '13800000001');
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('groups that run themselves', () => {
  it('the owner appoints an admin from the member sheet', async () => {
    await owner.goto(room(groupId));
    await openSettings(owner);
    await owner.getByTestId(`group-member-${adminId}`).click();
    await owner.getByTestId('group-member-sheet').waitFor();
    await untilStill(owner.getByTestId('group-member-sheet'));
    await shot(owner, 'owner-member-sheet');
    expect(await axeFindings(owner)).toEqual([]);
    await owner.getByTestId('member-make-admin').click();
    await owner.getByTestId(`group-member-${adminId}`).getByText('管理员', { exact: true }).waitFor();
    await owner.locator('.group-subsheet__footer button').last().click();
    await shot(owner, 'owner-appointed-admin');
  });

  it('the admin edits the announcement; the member sees it live at the top of the room', async () => {
    await member.goto(room(groupId));
    await member.getByTestId('chat-room').waitFor();
    await admin.goto(room(groupId));
    await openSettings(admin);
    await admin.getByTestId('group-announcement-item').click();
    await admin.getByTestId('group-announcement-input').locator('textarea').fill('本月房租请在 5 号前交给阿强，押金收据在群文件里。');
    await shot(admin, 'admin-announcement-editor');
    await admin.getByTestId('group-announcement-save').click();
    await member.getByTestId('group-announcement-text').filter({ hasText: '本月房租请在 5 号前交' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => member.getByTestId('group-announcement').textContent()).toContain('编辑于');
    await shot(member, 'member-sees-announcement');
    expect(await axeFindings(member)).toEqual([]);
    // Read, the member collapses it; it stays one line.
    await member.getByTestId('group-announcement-toggle').click();
    await member.getByTestId('group-announcement-text').waitFor({ state: 'detached' });
    await shot(member, 'member-collapsed-announcement');
  });

  it('an invite link with approval: a visitor logs in, asks to join, the admin approves', async () => {
    await admin.getByTestId('group-invite-item').click();
    await admin.getByTestId('group-invite-sheet').waitFor();
    await admin.getByTestId('group-invite-approval').click();
    await admin.getByTestId('group-invite-create').click();
    await admin.getByTestId('group-invite-qr').waitFor();
    inviteLink = (await admin.getByTestId('group-invite-link').textContent())!.trim();
    expect(inviteLink).toMatch(/\/pagesA\/chat\/group-join\?token=[\w-]{16,}/);
    await untilStill(admin.getByTestId('group-invite-sheet'));
    await shot(admin, 'admin-invite-qr');
    expect(await axeFindings(admin)).toEqual([]);
    await admin.locator('.group-subsheet__footer button').last().click();

    const visitor = await open();
    await visitor.goto(inviteLink);
    // Sent to log in first, then back to the link.
    await visitor.getByTestId('require-login-button').click();
    await visitor.getByTestId('login-tab-password').click();
    await visitor.getByTestId('login-account').fill('13800000101');
    await visitor.getByTestId('login-password').fill('Demo1234!');
    await visitor.getByTestId('login-submit').click();
    await visitor.getByTestId('group-join-name').waitFor({ timeout: 15_000 });
    expect(await visitor.getByTestId('group-join-name').textContent()).toBe('第七郡租客群');
    await shot(visitor, 'visitor-join-preview');
    expect(await axeFindings(visitor)).toEqual([]);
    await visitor.getByTestId('group-join-submit').click();
    await visitor.getByTestId('group-join-pending').waitFor();
    await shot(visitor, 'visitor-request-pending');

    await admin.getByTestId('group-requests-item').click();
    await admin.getByTestId('group-requests-sheet').waitFor();
    const approve = admin.locator('[data-testid^="group-request-approve-"]').first();
    await approve.waitFor();
    await shot(admin, 'admin-join-requests');
    expect(await axeFindings(admin)).toEqual([]);
    await approve.click();
    // The requester is told and may open the chat.
    await visitor.getByTestId('group-join-open').waitFor({ timeout: 15_000 });
    await shot(visitor, 'visitor-approved');
    await admin.locator('.group-subsheet__footer button').last().click();
  });

  it('the admin mutes the member; the member’s send is refused naming the end', async () => {
    await admin.getByTestId(`group-member-${memberId}`).click();
    await admin.getByTestId('member-mute-10m').click();
    await admin.getByTestId(`group-member-${memberId}`).getByText('禁言中').waitFor();
    await admin.locator('.group-subsheet__footer button').last().click();
    await shot(admin, 'admin-muted-member');
    // The member sees it at the top of the room, with its end, before even trying.
    await expect.poll(() => member.getByTestId('group-muted-note').textContent(), { timeout: 15_000 }).toMatch(/你已被禁言，.+后才能在本群发言/);
    await member.getByTestId('chat-text').locator('textarea').first().fill('我想问一下押金的事');
    await member.getByTestId('chat-send').click();
    const failed = member.locator('.chat-msg__failed').last();
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.getAttribute('title')).toMatch(/禁言.*\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    await shot(member, 'member-send-refused');
  });

  it('the owner transfers the group to the admin, who becomes owner', async () => {
    await owner.getByTestId(`group-member-${adminId}`).click();
    await owner.getByTestId('member-transfer').click();
    await owner.locator('.adm-dialog-footer button').last().click();
    await owner.getByTestId(`group-member-${adminId}`).getByText('群主', { exact: true }).waitFor({ timeout: 15_000 });
    await admin.getByTestId(`group-member-${adminId}`).getByText('群主', { exact: true }).waitFor({ timeout: 15_000 });
    await shot(owner, 'owner-after-transfer');
  });

  it('a group past the member limit is refused through the API, naming the limit', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1_000_000);
    await expect(api.call('POST', '/conversation/create-group', { token: ownerToken, body: { name: '太多人', memberIds: ids } })).rejects.toThrow('群成员已达上限（500 人）');
  });
});
