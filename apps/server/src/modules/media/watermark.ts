import type { Watermark } from '@haiwai/contracts';
import sharp, { type OverlayOptions } from 'sharp';

/** A watermark ready to draw: the area's settings plus the image bytes when it is an image watermark. */
export interface WatermarkSource {
  config: Watermark;
  image: Buffer | null;
}

/** `image` is a media URL of ours (`/api/media/<hash>`, maybe absolute or with a query); returns the hash. */
export function watermarkImageHash(image: string | null): string | null {
  const m = image ? /\/api\/media\/([0-9a-f]{32})(?:[?#]|$)/.exec(image) : null;
  return m?.[1] ?? null;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Rough advance width in ems: CJK and other wide glyphs take a full em, Latin about 0.6. */
function textEms(text: string): number {
  let ems = 0;
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.62;
  return ems;
}

function place(pos: Watermark['position'], W: number, H: number, w: number, h: number) {
  const m = Math.round(Math.min(W, H) * 0.03);
  const left = pos === 'center' ? (W - w) / 2 : pos.endsWith('east') ? W - w - m : m;
  const top = pos === 'center' ? (H - h) / 2 : pos.startsWith('south') ? H - h - m : m;
  return { left: Math.max(0, Math.round(left)), top: Math.max(0, Math.round(top)) };
}

/** Text drawn as SVG: white with a dark outline so it reads on light and dark photos, sized to the image. */
function textOverlay(text: string, W: number, H: number, opacity: number, pos: Watermark['position']): OverlayOptions | null {
  const ems = textEms(text);
  if (ems === 0) return null;
  const size = Math.max(8, Math.min(Math.round(W / 18), Math.floor((W * 0.9) / ems), Math.round(H / 4)));
  const pad = Math.round(size * 0.3);
  const w = Math.min(W, Math.ceil(ems * size + pad * 2));
  const h = Math.min(H, Math.ceil(size * 1.3 + pad * 2));
  const stroke = Math.max(1, size / 14).toFixed(1);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size}" ` +
    `fill="#ffffff" fill-opacity="${opacity}" stroke="#000000" stroke-opacity="${(opacity * 0.6).toFixed(3)}" stroke-width="${stroke}" paint-order="stroke">` +
    `${escapeXml(text)}</text></svg>`;
  return { input: Buffer.from(svg), ...place(pos, W, H, w, h) };
}

/** An image watermark at most a quarter of the picture wide, its alpha scaled by the configured opacity. */
async function imageOverlay(image: Buffer, W: number, H: number, opacity: number, pos: Watermark['position']): Promise<OverlayOptions | null> {
  const alpha = Math.round(opacity * 255);
  const { data, info } = await sharp(image)
    .resize({ width: Math.max(1, Math.round(W / 4)), height: Math.max(1, Math.round(H / 4)), fit: 'inside' })
    .ensureAlpha()
    .composite([{ input: Buffer.from([255, 255, 255, alpha]), raw: { width: 1, height: 1, channels: 4 }, tile: true, blend: 'dest-in' }])
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, ...place(pos, W, H, info.width, info.height) };
}

/** The overlay for a W×H picture, or null when the settings draw nothing. */
export async function watermarkOverlay(src: WatermarkSource, W: number, H: number): Promise<OverlayOptions | null> {
  const { config } = src;
  if (!config.enabled || config.opacity <= 0) return null;
  if (src.image) return imageOverlay(src.image, W, H, config.opacity, config.position);
  const text = config.text?.trim();
  return text ? textOverlay(text, W, H, config.opacity, config.position) : null;
}
