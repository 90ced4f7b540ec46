import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { keepMapsLocal } from './support/map-tiles.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Clubs and exhibitions on the built app served by the real server (docs/clubs-exhibitions.md), two people in two
 * browser contexts. Set-up through the API: a new member creates a club (approved by the HCMC admin) with an event,
 * and, as a merchant (a company approved by the admin), publishes an exhibition (approved). The demo member asks to
 * join the club; the owner approves the request in the second context; the member signs up for the event, then marks
 * the exhibition interesting and downloads its calendar file. Map tiles are answered locally.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
let memberCtx: BrowserContext;
let ownerCtx: BrowserContext;
let member: Page;
let owner: Page;
const shot = stepShots('clubs-exhibitions');
const OWNER = `139${String(Date.now()).slice(-8)}`;
const CLUB = '西贡周末骑行会';
const FAIR = '西贡国际纺织面料展';
let clubId = 0;
let eventId = 0;
let fairId = 0;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const admin = await api.login('13800000100');
  await api.call('POST', '/smsCode', { body: { area_code: '86', mobile: OWNER, purpose: 'register' } });
  const code = await server.smsCode(OWNER);
  const boss = await api.call<{ token: string }>('POST', '/auth/account/register', { body: { area_code: '86', mobile: OWNER, code, password: 'Demo1234!', nickname: '骑行队长阿明' } });
  const photo = await api.upload(boss.token, await testPhoto({ r: 20, g: 120, b: 90 }, 1));
  const club = await api.call<{ id: number }>('POST', '/club/save', { token: boss.token, body: { category: 'outdoor', name: CLUB, intro: '每周日清晨沿西贡河骑行三十公里，新手有人带，骑完一起吃早餐。', photos: [photo] } });
  clubId = club.id;
  await api.call('POST', `/admin/vn/club/review/${clubId}`, { token: admin.token, body: { pass: true } });
  const event = await api.call<{ id: number }>('POST', '/club/event/save', {
    token: boss.token,
    body: { club_id: clubId, title: '周日晨骑 30 公里', description: '六点集合，头盔必带。', starts_at: Math.floor(Date.now() / 1000) + 3 * 86_400, place: '第七郡 新山公园门口', lat: 10.7295, lng: 106.7219, capacity: 12 },
  });
  eventId = event.id;
  const coCats = await api.call<Array<{ id: number }>>('GET', '/company/category');
  const company = await api.call<{ id: number }>('POST', '/company/registerCompany', {
    token: boss.token,
    body: { title: '西贡会展服务有限公司', description: '展会策划与搭建，中越双语服务。', category_id: coCats[0]!.id, images: [photo], license_no: '0318765432', size: 's', opening_hours: '09:00-18:00', address: '第七郡阮文灵路 799 号', contact_phone: '+84 28 3800 5678' },
  });
  await api.call('POST', `/admin/vn/company/adopt/${company.id}`, { token: admin.token, body: {} });
  const fair = await api.call<{ id: number }>('POST', '/exhibition/save', {
    token: boss.token,
    body: {
      company_id: company.id, industry: 'textiles', title: FAIR, intro: '面料、辅料与纺织机械，三百家展商，中越双语服务台。', starts_on: day(1), ends_on: day(3),
      venue: 'SECC 西贡会展中心', address: '799 Nguyễn Văn Linh, Quận 7', lat: 10.7296, lng: 106.7194, organiser: '越南纺织协会',
      schedule: [{ date: day(1), time: '09:00', text: '开幕式' }, { date: day(2), time: '14:00', text: '采购对接会' }], photos: [photo],
    },
  });
  fairId = fair.id;
  await api.call('POST', `/admin/vn/exhibition/review/${fairId}`, { token: admin.token, body: { pass: true } });
  memberCtx = await phoneContext(browser, { serviceWorkers: 'block', acceptDownloads: true });
  ownerCtx = await phoneContext(browser, { serviceWorkers: 'block' });
  await keepMapsLocal(memberCtx, server.base);
  await keepMapsLocal(ownerCtx, server.base);
  member = await memberCtx.newPage();
  owner = await ownerCtx.newPage();
  await logInWithPassword(member, server.base, '13800000001');
  await logInWithPassword(owner, server.base, OWNER);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a club', () => {
  it('the member finds the club under its category and asks to join with a note', async () => {
    await member.goto(`${server.base}/pagesA/club/list`);
    await member.getByTestId('club-categories').getByText('户外').click();
    const card = member.getByTestId(`club-card-${clubId}`);
    await card.waitFor();
    await shot(member, 'list');
    await card.click();
    await member.getByTestId('club-detail-name').filter({ hasText: CLUB }).waitFor();
    await member.getByTestId(`club-event-${eventId}`).waitFor();
    expect(await member.getByTestId(`club-event-${eventId}`).textContent()).toContain('加入俱乐部后可报名');
    await shot(member, 'detail');
    await member.getByTestId('club-join').click();
    const sheet = member.getByTestId('club-join-sheet');
    await untilStill(sheet);
    await member.getByTestId('club-join-note').locator('textarea').fill('骑了三年，周末都有空');
    await member.getByTestId('club-join-send').click();
    await member.getByTestId('club-my-status').filter({ hasText: '已申请，等待审核' }).waitFor();
    await shot(member, 'asked');
  });

  it('the owner sees the request on the club’s desk and approves it', async () => {
    await owner.goto(`${server.base}/pagesA/club/customer`);
    await owner.getByTestId(`club-card-${clubId}`).click();
    await owner.waitForURL((u) => u.search === `?club=${clubId}`);
    const row = owner.locator('[data-testid^="club-member-"]').filter({ hasText: '小林' });
    await row.waitFor();
    expect(await row.textContent()).toContain('骑了三年，周末都有空');
    await shot(owner, 'requests');
    await row.locator('[data-testid^="club-approve-"]').click();
    await owner.getByTestId('club-members-empty').waitFor();
    await owner.getByTestId('club-tab-members').click();
    await owner.locator('[data-testid^="club-member-"]').filter({ hasText: '小林' }).waitFor();
    await shot(owner, 'members');
  });

  it('the member, now in the club, signs up for the event; the owner sees the sign-up', async () => {
    await member.reload();
    await member.getByTestId('club-my-status').filter({ hasText: '成员' }).waitFor();
    await member.getByTestId(`club-event-signup-${eventId}`).click();
    await member.getByTestId(`club-event-withdraw-${eventId}`).waitFor();
    expect(await member.getByTestId(`club-event-places-${eventId}`).textContent()).toBe('已报名 1 / 12');
    await shot(member, 'signed-up');
    await owner.getByTestId('club-tab-events').click();
    await owner.getByTestId(`club-signups-toggle-${eventId}`).click();
    await owner.getByTestId(`club-signups-${eventId}`).getByText('小林').waitFor();
    await shot(owner, 'signups');
  });
});

describe('an exhibition', () => {
  it('the member marks it interesting and downloads its calendar file', async () => {
    await member.goto(`${server.base}/pagesA/exhibition/list`);
    await member.getByTestId('exhibition-industries').getByText('纺织服装').click();
    await member.getByTestId(`exhibition-card-${fairId}`).click();
    await member.getByTestId('exhibition-detail-title').filter({ hasText: FAIR }).waitFor();
    await member.locator('.hw-map__pin').first().waitFor();
    expect(await member.getByTestId('exhibition-schedule').textContent()).toContain('采购对接会');
    await member.getByTestId('exhibition-interest').click();
    await member.getByTestId('exhibition-interested-count').filter({ hasText: '1 人感兴趣' }).waitFor();
    expect(await member.getByTestId('exhibition-interest').getAttribute('aria-pressed')).toBe('true');
    await shot(member, 'exhibition');
    const [download] = await Promise.all([member.waitForEvent('download'), member.getByTestId('exhibition-ics').click()]);
    expect(download.suggestedFilename()).toBe(`exhibition-${fairId}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain(`UID:exhibition-${fairId}@`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day(1).replace(/-/g, '')}`);
    expect(ics).toContain(`SUMMARY:${FAIR}`);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(await member.getByTestId('exhibition-contact').isEnabled()).toBe(true);
  });
});
