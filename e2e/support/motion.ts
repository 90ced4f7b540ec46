import type { Locator } from 'playwright-core';

/**
 * Waits until an element has stopped moving: a sheet sliding in is "visible" and "enabled" long before it is where
 * it will stay, and on a busy machine its spring runs for seconds. Coordinates taken mid-slide miss (a tap meant for
 * the slider lands on the sheet's buttons), so a test that clicks by position waits for three equal boxes first.
 */
export async function untilStill(target: Locator, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = '';
  let same = 0;
  while (Date.now() < end) {
    const box = JSON.stringify(await target.boundingBox());
    same = box === last && box !== 'null' ? same + 1 : 0;
    if (same >= 2) return;
    last = box;
    await target.page().waitForTimeout(100);
  }
  throw new Error(`still moving after ${timeoutMs} ms: ${target}`);
}
