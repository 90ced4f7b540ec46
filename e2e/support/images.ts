import sharp from 'sharp';

/** A small photo-like JPEG for upload tests (drawn, so no fixture files are needed). */
export async function testPhoto(color: { r: number; g: number; b: number }, label = 0): Promise<Buffer> {
  const svg = `<svg width="640" height="400"><rect x="40" y="40" width="560" height="320" rx="24" fill="#fff" opacity="0.85"/><rect x="80" y="90" width="160" height="200" rx="12" fill="#ccc"/><rect x="280" y="110" width="${260 - label * 20}" height="24" fill="#888"/><rect x="280" y="170" width="220" height="24" fill="#aaa"/></svg>`;
  return sharp({ create: { width: 640, height: 400, channels: 3, background: color } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg()
    .toBuffer();
}
