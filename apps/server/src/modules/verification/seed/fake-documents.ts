import sharp from 'sharp';

/**
 * Clearly fake document pictures for the demo queues: an ID card or a licence drawn from shapes, crossed by a
 * "SAMPLE · 样本" band, so nobody takes a demo request for a real person's papers.
 */
const PALETTES = ['#e6f4ff', '#f6ffed', '#fff7e6', '#f9f0ff', '#fff0f6', '#e6fffb'];

const sampleBand = (w: number, h: number) =>
  `<g transform="rotate(-18 ${w / 2} ${h / 2})"><rect x="-40" y="${h / 2 - 34}" width="${w + 80}" height="68" fill="#ff4d4f" opacity="0.82"/>` +
  `<text x="${w / 2}" y="${h / 2 + 14}" font-family="Noto Sans CJK SC, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">SAMPLE · 样本 · MẪU</text></g>`;

const lines = (x: number, y: number, n: number, width: number) =>
  Array.from({ length: n }, (_, i) => `<rect x="${x}" y="${y + i * 28}" width="${width - (i % 3) * 40}" height="12" rx="6" fill="#8c8c8c" opacity="0.55"/>`).join('');

/** The front (portrait and lines) or back (a chip and lines) of an ID card. */
export async function fakeIdCard(seed: number, side: 'front' | 'back'): Promise<Buffer> {
  const w = 640;
  const h = 400;
  const bg = PALETTES[seed % PALETTES.length]!;
  const body =
    side === 'front'
      ? `<rect x="40" y="70" width="150" height="190" rx="10" fill="#bfbfbf"/><circle cx="115" cy="140" r="42" fill="#8c8c8c"/><rect x="60" y="195" width="110" height="55" rx="26" fill="#8c8c8c"/>${lines(230, 90, 6, 330)}`
      : `<rect x="50" y="80" width="90" height="70" rx="10" fill="#d4b106"/>${lines(50, 190, 6, 520)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="24" fill="${bg}" stroke="#595959" stroke-width="4"/>${body}${sampleBand(w, h)}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A business licence: a framed sheet with a seal and lines. */
export async function fakeLicence(seed: number): Promise<Buffer> {
  const w = 560;
  const h = 760;
  const bg = PALETTES[(seed + 2) % PALETTES.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fffdf5"/>` +
    `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="${bg}" stroke="#ad8b00" stroke-width="8"/>` +
    `<rect x="150" y="70" width="260" height="34" rx="6" fill="#ad8b00" opacity="0.7"/>${lines(70, 170, 12, 420)}` +
    `<circle cx="420" cy="620" r="70" fill="none" stroke="#cf1322" stroke-width="8"/><path d="M420 570 L432 605 L470 605 L440 627 L451 662 L420 641 L389 662 L400 627 L370 605 L408 605 Z" fill="#cf1322"/>` +
    `${sampleBand(w, h)}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
