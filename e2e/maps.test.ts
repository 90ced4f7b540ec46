import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { keepMapsLocal } from './support/map-tiles.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * The shared map on the system location screens (docs/maps.md), in Chromium on the built app served by the real
 * server: open-location puts its one marker where the link says and names it; a link without a valid position gets
 * its own page; choose-location places the point by a tap, moves it by another tap and by "use the map centre", and
 * hands the choice back to the screen that opened it. No request leaves the machine: tiles get a blank picture.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let outside: Awaited<ReturnType<typeof keepMapsLocal>>;
const shot = stepShots('maps');
const violations: string[] = [];
// Ben Thanh Market, Ho Chi Minh City.
const BEN_THANH = { lat: 10.77246, lng: 106.69807 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await phoneContext(browser);
  outside = await keepMapsLocal(context, server.base);
  // Under the server's real Content-Security-Policy: any violation (a tile host it does not admit, Leaflet's styles) is kept.
  await context.exposeBinding('__cspViolation', (_src, v: string) => void violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __cspViolation(v: string): void }).__cspViolation(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);
/** The map's pins: their labels in the order they are drawn. */
const pins = () => page.locator('.hw-map__pin').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const coords = async () => {
  const text = (await id('chosen-coords').textContent()) ?? '';
  const [lat, lng] = text.match(/-?\d+\.\d+/g)!.map(Number);
  return { lat: lat!, lng: lng! };
};

/** The map's box once the layout has settled (a busy machine lays out late; a tap aimed at a moving box misses). */
async function steadyMapBox() {
  const box = page.locator('.hw-map__box.leaflet-container');
  await untilStill(box);
  return (await box.boundingBox())!;
}

/** Within about 10 m. */
const near = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => Math.abs(a.lat - b.lat) < 0.0001 && Math.abs(a.lng - b.lng) < 0.0001;

describe('open-location', () => {
  it('shows the place of the link with its name and address, at the linked position', async () => {
    const q = new URLSearchParams({ lat: String(BEN_THANH.lat), lng: String(BEN_THANH.lng), name: '滨城市场', address: 'Lê Lợi, Bến Thành, Quận 1' });
    await page.goto(`${server.base}/pagesA/system/open-location?${q}`);
    await page.locator('.hw-map__pin').waitFor();
    expect(await pins()).toEqual(['滨城市场']);
    expect(await id('location-title').textContent()).toBe('滨城市场');
    // The pin stands at the map's centre: the map is centred on the linked position.
    const map = await page.locator('.hw-map__box.leaflet-container').boundingBox();
    const pin = await page.locator('.hw-map__pin').boundingBox();
    expect(Math.abs(pin!.x + pin!.width / 2 - (map!.x + map!.width / 2))).toBeLessThan(3);
    expect(await id('open-in-osm').getAttribute('href')).toContain('mlat=10.77246&mlon=106.69807');
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    await shot(page, 'open-location');
    expect(outside.tiles.length).toBeGreaterThan(0);
    expect(outside.tiles.every((u) => u.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
    // The tiles loaded under the page's policy: its img-src admits the tile host.
    expect(violations).toEqual([]);
  });

  it('a link without a valid position says so', async () => {
    await page.goto(`${server.base}/pagesA/system/open-location?lat=95&lng=106`);
    await id('location-invalid').waitFor();
    await shot(page, 'open-location-invalid');
  });
});

describe('choose-location', () => {
  it('a tap places the point; another tap moves it; "use the map centre" puts it back at the centre', async () => {
    // Opened from another screen, as the app moves (router history entry 1), so "back" returns there.
    await page.goto(`${server.base}/pages/index/home`);
    await id('tab-bar').waitFor();
    await page.evaluate((url) => {
      history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/pagesA/system/choose-location?key=e2e&lat=${BEN_THANH.lat}&lng=${BEN_THANH.lng}`);
    await page.locator('.hw-map__pin').waitFor();
    expect(await coords()).toEqual(BEN_THANH);
    let map = await steadyMapBox();
    // A tap right of the centre: the point moves east (greater longitude), the same latitude within a pixel.
    await page.mouse.click(map.x + map.width / 2 + 80, map.y + map.height / 2);
    await expect.poll(async () => (await coords()).lng).toBeGreaterThan(BEN_THANH.lng + 0.0005);
    expect(Math.abs((await coords()).lat - BEN_THANH.lat)).toBeLessThan(0.0002);
    expect(await page.locator('.hw-map__pin').count()).toBe(1);
    await shot(page, 'choose-moved');
    // A tap above the centre: north.
    map = await steadyMapBox();
    await page.mouse.click(map.x + map.width / 2, map.y + map.height / 2 - 60);
    await expect.poll(async () => (await coords()).lat).toBeGreaterThan(BEN_THANH.lat + 0.0005);
    // The view stays where it was while picking, on the linked position (within a few metres), also when the layout
    // settled after the map was drawn (leaflet-map.tsx tells Leaflet of every size change of its box).
    await id('map-use-centre').click();
    await expect.poll(async () => near(await coords(), BEN_THANH)).toBe(true);
    expect(await id('map-picked').textContent()).toMatch(/10\.772\d\d, 106\.698\d\d/);
  });

  it('named and confirmed, the choice goes back to the screen that opened the chooser', async () => {
    await id('location-name').locator('input').fill('集合点');
    await shot(page, 'choose-named');
    await id('confirm-location').click();
    await page.waitForURL('**/pages/index/home');
    // What the opener takes (takePickedLocation('e2e')): the chosen position and its name.
    const picked = await page.evaluate(() => JSON.parse(sessionStorage.getItem('hw_picked_location:e2e') ?? 'null') as unknown);
    expect(picked).toMatchObject({ name: '集合点', address: '' });
    expect(near(picked as { lat: number; lng: number }, BEN_THANH)).toBe(true);
  });

  it('with nothing chosen yet it starts at the area’s centre; a tap chooses; confirming without an opener shows the choice', async () => {
    await page.goto(`${server.base}/pagesA/system/choose-location`);
    await id('map').waitFor();
    await page.locator('.leaflet-container').waitFor();
    expect(await page.locator('.hw-map__pin').count()).toBe(0);
    await expect.poll(async () => (await id('confirm-location').isDisabled())).toBe(true);
    const map = (await page.locator('.hw-map__box.leaflet-container').boundingBox())!;
    await page.mouse.click(map.x + map.width / 2, map.y + map.height / 2);
    await page.locator('.hw-map__pin').waitFor();
    // Ho Chi Minh City, the demo visitor's area (10.7769, 106.7009).
    const c = await coords();
    expect(Math.abs(c.lat - 10.7769)).toBeLessThan(0.001);
    expect(Math.abs(c.lng - 106.7009)).toBeLessThan(0.001);
    await id('confirm-location').click();
    await id('location-chosen').waitFor();
    await shot(page, 'choose-area-centre');
    expect(outside.refused).toEqual([]);
    expect(violations).toEqual([]);
  });
});
