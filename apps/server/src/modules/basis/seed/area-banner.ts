import sharp from 'sharp';

/**
 * An area's banner picture: its colours, a sun and a city skyline drawn from SVG shapes (no text, so it looks the
 * same whatever fonts a machine has; the slide's title is drawn over it by the app), 956 x 400 like the others.
 */
export async function renderAreaBanner(palette: [string, string], seed: number): Promise<Buffer> {
  const [a, b] = palette;
  let s = seed * 7919 + 17;
  const next = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const towers: string[] = [];
  for (let x = 0; x < 956; ) {
    const w = 34 + Math.round(next() * 46);
    const h = 60 + Math.round(next() * 150);
    const top = 400 - h;
    towers.push(`<rect x="${x}" y="${top}" width="${w - 6}" height="${h}" rx="3"/>`);
    // A spire on some of them.
    if (next() > 0.7) towers.push(`<rect x="${x + (w - 6) / 2 - 2}" y="${top - 26}" width="4" height="26"/>`);
    x += w;
  }
  const sunX = 640 + Math.round(next() * 220);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="956" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="956" height="400" fill="url(#g)"/><circle cx="${sunX}" cy="120" r="64" fill="#fff" opacity="0.22"/><g fill="#fff" opacity="0.16">${towers.join('')}</g><path d="M0 360 Q240 330 480 352 T956 340 V400 H0 Z" fill="#fff" opacity="0.2"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
