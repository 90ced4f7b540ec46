import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';

/**
 * Keeps map tests on this machine (docs/maps.md): every request to another origin is answered by the test — map
 * tiles (…/{z}/{x}/{y}.png) with a blank 256 px PNG, anything else refused — and recorded, so a test can assert that
 * tiles were asked for and that nothing else left. Call before the first page opens.
 */
export async function keepMapsLocal(context: BrowserContext, base: string) {
  const blank = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 236, g: 240, b: 243 } } }).png().toBuffer();
  const own = new URL(base).origin;
  const tiles: string[] = [];
  const refused: string[] = [];
  await context.route(
    (url) => url.origin !== own && /^https?:$/.test(url.protocol),
    async (route) => {
      const url = route.request().url();
      if (/\/\d+\/\d+\/\d+\.png(\?|$)/.test(url)) {
        tiles.push(url);
        await route.fulfill({ status: 200, contentType: 'image/png', body: blank });
      } else {
        refused.push(url);
        await route.abort('blockedbyclient');
      }
    },
  );
  return { tiles, refused };
}
