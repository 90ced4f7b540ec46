import sharp from 'sharp';

/**
 * Demo images drawn from SVG shapes (no text, so they look the same whatever fonts a machine has),
 * rendered to PNG and stored through the media pipeline like any upload.
 */
const glyphs: Record<string, string> = {
  house: '<path d="M32 14 L52 32 H46 V50 H18 V32 H12 Z" fill="#fff"/><rect x="28" y="38" width="8" height="12" fill="COLOR"/>',
  bag: '<rect x="16" y="24" width="32" height="26" rx="4" fill="#fff"/><path d="M24 24 V20 a8 8 0 0 1 16 0 V24" stroke="#fff" stroke-width="4" fill="none"/>',
  car: '<rect x="12" y="30" width="40" height="12" rx="4" fill="#fff"/><path d="M20 30 L25 21 H39 L44 30 Z" fill="#fff"/><circle cx="22" cy="44" r="5" fill="#fff" stroke="COLOR" stroke-width="2"/><circle cx="42" cy="44" r="5" fill="#fff" stroke="COLOR" stroke-width="2"/>',
  key: '<circle cx="24" cy="32" r="9" fill="none" stroke="#fff" stroke-width="5"/><path d="M32 32 H52 M46 32 V40 M40 32 V38" stroke="#fff" stroke-width="5"/>',
  briefcase: '<rect x="12" y="24" width="40" height="26" rx="4" fill="#fff"/><rect x="25" y="17" width="14" height="9" rx="2" fill="none" stroke="#fff" stroke-width="4"/>',
  people: '<circle cx="24" cy="24" r="7" fill="#fff"/><circle cx="41" cy="26" r="6" fill="#fff"/><path d="M11 48 a13 12 0 0 1 26 0 Z M32 48 a10 10 0 0 1 21 0 Z" fill="#fff"/>',
  building: '<rect x="18" y="14" width="28" height="36" fill="#fff"/><g fill="COLOR"><rect x="23" y="19" width="6" height="6"/><rect x="35" y="19" width="6" height="6"/><rect x="23" y="30" width="6" height="6"/><rect x="35" y="30" width="6" height="6"/><rect x="29" y="41" width="6" height="9"/></g>',
  passport: '<rect x="18" y="12" width="28" height="40" rx="3" fill="#fff"/><circle cx="32" cy="30" r="7" fill="none" stroke="COLOR" stroke-width="3"/><rect x="24" y="42" width="16" height="3" fill="COLOR"/>',
  bed: '<rect x="10" y="32" width="44" height="12" rx="2" fill="#fff"/><rect x="10" y="22" width="5" height="26" fill="#fff"/><rect x="17" y="25" width="12" height="7" rx="3" fill="#fff"/><rect x="49" y="40" width="5" height="8" fill="#fff"/>',
  chat: '<path d="M14 18 H50 V40 H30 L20 48 V40 H14 Z" fill="#fff"/><circle cx="24" cy="29" r="2.5" fill="COLOR"/><circle cx="32" cy="29" r="2.5" fill="COLOR"/><circle cx="40" cy="29" r="2.5" fill="COLOR"/>',
  truck: '<rect x="10" y="22" width="28" height="20" fill="#fff"/><path d="M38 28 H47 L54 35 V42 H38 Z" fill="#fff"/><circle cx="20" cy="45" r="5" fill="#fff" stroke="COLOR" stroke-width="2"/><circle cx="45" cy="45" r="5" fill="#fff" stroke="COLOR" stroke-width="2"/>',
  flag: '<rect x="18" y="12" width="4" height="40" fill="#fff"/><path d="M22 14 H48 L42 23 L48 32 H22 Z" fill="#fff"/>',
  pin: '<path d="M32 52 C22 40 18 33 18 26 a14 14 0 0 1 28 0 C46 33 42 40 32 52 Z" fill="#fff"/><circle cx="32" cy="26" r="5" fill="COLOR"/>',
  coin: '<circle cx="32" cy="32" r="17" fill="#fff"/><path d="M26 24 L32 32 L38 24 M26 33 H38 M26 39 H38 M32 32 V45" stroke="COLOR" stroke-width="3" fill="none"/>',
  alert: '<path d="M32 12 L54 50 H10 Z" fill="#fff"/><rect x="30" y="24" width="4" height="14" fill="COLOR"/><rect x="30" y="41" width="4" height="4" fill="COLOR"/>',
};
const iconColors = ['#1677ff', '#13c2c2', '#fa8c16', '#722ed1', '#52c41a', '#eb2f96', '#2f54eb', '#faad14', '#f5222d', '#08979c', '#d46b08', '#389e0d', '#c41d7f', '#0958d9', '#cf1322'];

export function iconNames() {
  return Object.keys(glyphs);
}

export async function renderIcon(name: string, index: number): Promise<Buffer> {
  const color = iconColors[index % iconColors.length]!;
  const glyph = (glyphs[name] ?? glyphs.flag!).replaceAll('COLOR', color);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 64 64"><rect width="64" height="64" rx="18" fill="${color}"/>${glyph}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function renderBanner(palette: [string, string], seed: number): Promise<Buffer> {
  const [a, b] = palette;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 173) % 960;
    const y = (seed * 53 + i * 91) % 400;
    const r = 40 + ((seed + i * 37) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${0.06 + (i % 3) * 0.05}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="956" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="956" height="400" fill="url(#g)"/>${circles}<path d="M0 330 Q240 270 480 320 T956 300 V400 H0 Z" fill="#fff" opacity="0.18"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function renderQr(seed: number): Promise<Buffer> {
  // A QR-like placeholder pattern for demo WeChat groups (real groups upload their own code).
  const cells: string[] = [];
  let s = seed * 7919;
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 7 >= 2 && x % 7 <= 4 && y % 7 >= 2 && y % 7 <= 4) || x === 20 || y === 20 : s % 3 === 0;
      if (on) cells.push(`<rect x="${x * 10 + 20}" y="${y * 10 + 20}" width="10" height="10"/>`);
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250"><rect width="250" height="250" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
