import { IMAGE_PRESETS, IMAGE_PRESET_NAMES, MEDIA } from '@haiwai/contracts';
import sharp from 'sharp';
import { z } from 'zod';
import { watermarkOverlay, type WatermarkSource } from './watermark.js';

/** 128 bits of SHA-256 in lowercase hex: the only shape a media id can take, so no path can be smuggled in. */
export const HASH_RE = /^[0-9a-f]{32}$/;

export const mediaParams = z.object({ hash: z.string().regex(HASH_RE) });

const size = z.coerce.number().int().min(1).max(MEDIA.maxResize);
export const mediaQuery = z.object({
  preset: z.enum(IMAGE_PRESET_NAMES as [string, ...string[]]).optional().describe('Named size (spec section 9), cropped to fill'),
  w: size.optional().describe('Width in pixels'),
  h: size.optional().describe('Height in pixels'),
  fit: z.enum(['cover', 'contain', 'inside']).optional().describe('cover (default): fill and crop; contain: letterbox; inside: fit without enlarging'),
  wm: z.coerce.number().int().min(1).optional().describe("Site area id whose watermark (when enabled) is drawn"),
  format: z.enum(['webp', 'jpeg', 'png']).optional().describe('Output format; default keeps the original one'),
  name: z.string().max(255).optional().describe('Files only: the name to save the download under (cleaned; the extension follows the type)'),
});
export type MediaQuery = z.infer<typeof mediaQuery>;

export type Fit = 'cover' | 'contain' | 'inside';
export type OutputFormat = 'webp' | 'jpeg' | 'png';

export interface VariantSpec {
  w: number | null;
  h: number | null;
  fit: Fit;
  format: OutputFormat | null;
}

/**
 * The square sizes rendered as asked besides the presets: what the web app asks for (icons 64/80/96, logos
 * and cards 120, QR codes 160, the chat bubble's 2x box 360, the photo viewer 1200) and a ladder between.
 * Every other explicit size snaps to the smallest of these boxes that holds it, so one picture has a
 * bounded number of variants whatever sizes a crawler tries.
 */
export const VARIANT_BOXES = [48, 64, 80, 96, 120, 160, 200, 240, 320, 360, 480, 640, 800, 960, 1200, 1600] as const;
const PRESET_SIZES = new Set(Object.values(IMAGE_PRESETS).map((p) => `${p.w}x${p.h}`));

function isAllowedSize(w: number | null, h: number | null): boolean {
  if (w === null || h === null) return false;
  return PRESET_SIZES.has(`${w}x${h}`) || (w === h && (VARIANT_BOXES as readonly number[]).includes(w));
}

/**
 * Null when the query asks for no change at all (the original is served). Presets, a preset's size and
 * the square boxes are rendered as asked; any other size is served as the picture fitted inside the next
 * box up, uncropped (which is what a w×h of the picture's own shape, like the chat bubble's, looks like).
 */
export function variantSpec(q: MediaQuery): VariantSpec | null {
  const format = q.format ?? null;
  const preset = q.preset ? IMAGE_PRESETS[q.preset as keyof typeof IMAGE_PRESETS] : null;
  if (preset) return { w: preset.w, h: preset.h, fit: 'cover', format };
  const w = q.w ?? null;
  const h = q.h ?? null;
  if (w === null && h === null) return format ? { w: null, h: null, fit: 'cover', format } : null;
  if (isAllowedSize(w, h)) return { w, h, fit: q.fit ?? 'cover', format };
  const wanted = Math.max(w ?? 0, h ?? 0);
  const box: number = VARIANT_BOXES.find((b) => b >= wanted) ?? MEDIA.maxResize;
  return { w: box, h: box, fit: 'inside', format };
}

/**
 * Storage-safe name of a variant, e.g. `200x200-cover-wm1a2b3c4d.webp`. A watermark's digest covers its
 * settings, so an admin's edit yields new variants (and ETags) instead of stale cached ones.
 */
export function variantKey(spec: VariantSpec | null, watermarkDigest: string | null): string {
  const parts = [spec ? `${spec.w ?? 0}x${spec.h ?? 0}-${spec.fit}` : 'full'];
  if (watermarkDigest) parts.push(`wm${watermarkDigest}`);
  return `${parts.join('-')}.${spec?.format ?? 'orig'}`;
}

/** The original's own format, so "keep" round-trips (GIF variants are single frames). */
function keptFormat(format: string | undefined): 'jpeg' | 'png' | 'webp' | 'gif' {
  return format === 'png' || format === 'webp' || format === 'gif' ? format : 'jpeg';
}

/**
 * Resizes (into raw pixels, so the watermark pass adds no second lossy step), draws the watermark sized
 * to the result, then encodes once.
 */
export async function renderVariant(original: Buffer, spec: VariantSpec | null, watermark: WatermarkSource | null): Promise<Buffer> {
  const meta = await sharp(original).metadata();
  let img = sharp(original);
  if (spec && (spec.w || spec.h)) {
    img = img.resize({
      width: spec.w ?? undefined,
      height: spec.h ?? undefined,
      fit: spec.fit,
      withoutEnlargement: spec.fit === 'inside',
      background: { r: 255, g: 255, b: 255, alpha: 0 },
    });
  }
  const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let out = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const overlay = watermark ? await watermarkOverlay(watermark, info.width, info.height) : null;
  if (overlay) out = sharp(await out.composite([overlay]).raw().toBuffer(), { raw: { width: info.width, height: info.height, channels: 4 } });
  const format = spec?.format ?? keptFormat(meta.format);
  switch (format) {
    case 'jpeg':
      return out.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    case 'png':
      return (meta.hasAlpha ? out : out.removeAlpha()).png({ compressionLevel: 8 }).toBuffer();
    case 'webp':
      return (meta.hasAlpha ? out : out.removeAlpha()).webp({ quality: 80 }).toBuffer();
    case 'gif':
      return out.gif().toBuffer();
  }
}
