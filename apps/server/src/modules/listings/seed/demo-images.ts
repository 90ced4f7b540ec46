import sharp from 'sharp';

/**
 * Pictures for the demo listings, drawn from SVG and rendered with sharp: rooms, buildings, cars, second-hand
 * goods and company logos (the logos carry the company's name in Chinese, set in Noto Sans CJK). A pool of
 * about forty is rendered once and shared by every listing, so the first start stays quick.
 */
const W = 800;
const H = 600;
const svg = (body: string, w = W, h = H) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
/** Drawn at 800×600, stored at 640×480: plenty for a phone screen, and quick to encode on the first start. */
const render = (s: string) => sharp(Buffer.from(s)).resize({ width: 640, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();

const walls = ['#f3ede2', '#e8eef3', '#efe6dc', '#e9f0e6', '#f2e9ee', '#ece9f4'];
const floors = ['#b98b5e', '#a9a29a', '#c9a57a', '#8d6e52', '#d6c6ae'];
const accents = ['#4f7cac', '#c0504d', '#5b8c5a', '#8e6fb3', '#d08c2f', '#3c9aa5'];
const sky = ['#9fd3f5', '#bfe3ff', '#f7c99b', '#a7c7e7'];

function windowSvg(x: number, y: number, w: number, h: number, s: string, city: boolean) {
  const towers = city
    ? Array.from({ length: 6 }, (_, i) => {
        const ty = y + h * (0.35 + ((i * 37) % 30) / 100);
        return `<rect x="${x + 8 + i * (w / 6)}" y="${ty}" width="${w / 8}" height="${y + h - ty}" fill="#7d8fa3" opacity="0.55"/>`;
      }).join('')
    : `<circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${h * 0.12}" fill="#fff6c8"/>`;
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s}"/>${towers}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#fff" stroke-width="10"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#fff" stroke-width="8"/></g>`;
}

/** A living room, bedroom or kitchen, varied by index. */
function room(i: number) {
  const wall = walls[i % walls.length]!;
  const floor = floors[(i * 3) % floors.length]!;
  const accent = accents[(i * 5) % accents.length]!;
  const kind = i % 3;
  const parts = [`<rect width="${W}" height="${H}" fill="${wall}"/>`, `<polygon points="0,430 ${W},430 ${W},${H} 0,${H}" fill="${floor}"/>`];
  for (let k = 0; k < 12; k++) parts.push(`<line x1="${k * 80 - 40}" y1="${H}" x2="${k * 70 + 10}" y2="430" stroke="#000" stroke-opacity="0.06" stroke-width="3"/>`);
  parts.push(windowSvg(470 - (i % 2) * 360, 90, 260, 220, sky[i % sky.length]!, i % 2 === 0));
  if (kind === 0) {
    // living room: sofa, rug, lamp, plant
    const sx = i % 2 ? 380 : 80;
    parts.push(`<ellipse cx="${sx + 170}" cy="520" rx="230" ry="40" fill="${accent}" opacity="0.25"/>`);
    parts.push(`<rect x="${sx}" y="330" width="340" height="110" rx="26" fill="${accent}"/><rect x="${sx + 20}" y="300" width="300" height="70" rx="22" fill="${accent}" opacity="0.85"/><rect x="${sx + 40}" y="340" width="80" height="50" rx="12" fill="#fff" opacity="0.7"/>`);
    parts.push(`<rect x="${sx + 120}" y="455" width="120" height="14" rx="6" fill="#5a4634"/><rect x="${sx + 130}" y="469" width="8" height="30" fill="#5a4634"/><rect x="${sx + 222}" y="469" width="8" height="30" fill="#5a4634"/>`);
    parts.push(`<rect x="${sx + 360}" y="180" width="6" height="250" fill="#555"/><path d="M${sx + 333} 180 L${sx + 393} 180 L${sx + 380} 140 L${sx + 346} 140 Z" fill="#f6e7b5"/>`);
  } else if (kind === 1) {
    // bedroom: bed with pillows, bedside table
    const bx = i % 2 ? 330 : 90;
    parts.push(`<rect x="${bx}" y="250" width="24" height="230" fill="#6b4e37"/><rect x="${bx}" y="360" width="380" height="90" rx="10" fill="#fff"/><rect x="${bx + 24}" y="340" width="356" height="40" rx="10" fill="${accent}" opacity="0.8"/>`);
    parts.push(`<rect x="${bx + 40}" y="318" width="90" height="34" rx="14" fill="#fdfaf4"/><rect x="${bx + 140}" y="318" width="90" height="34" rx="14" fill="#fdfaf4"/><rect x="${bx}" y="450" width="380" height="24" fill="#6b4e37"/>`);
    parts.push(`<rect x="${bx + 400}" y="390" width="70" height="70" rx="6" fill="#8a6a4f"/><circle cx="${bx + 435}" cy="370" r="22" fill="#f6e7b5"/>`);
  } else {
    // kitchen: counter, cabinets, stove
    parts.push(`<rect x="0" y="330" width="${W}" height="110" fill="#ddd"/><rect x="0" y="320" width="${W}" height="16" fill="#999"/>`);
    for (let k = 0; k < 6; k++) parts.push(`<rect x="${20 + k * 130}" y="345" width="115" height="85" rx="6" fill="${accent}" opacity="${0.6 + (k % 2) * 0.25}"/><rect x="${70 + k * 130}" y="380" width="16" height="5" fill="#fff"/>`);
    parts.push(`<rect x="60" y="60" width="360" height="110" rx="6" fill="${accent}" opacity="0.7"/><circle cx="560" cy="310" r="14" fill="#333"/><circle cx="610" cy="310" r="14" fill="#333"/>`);
  }
  // a plant in the corner
  parts.push(`<rect x="${i % 2 ? 40 : 700}" y="430" width="50" height="50" rx="6" fill="#b5651d"/><circle cx="${i % 2 ? 65 : 725}" cy="405" r="40" fill="#3f8f4f"/><circle cx="${i % 2 ? 45 : 705}" cy="380" r="26" fill="#4fa35f"/>`);
  return svg(parts.join(''));
}

/** A residential tower or a villa, outside. */
function building(i: number) {
  const s = sky[i % sky.length]!;
  const body = ['#e9e4dc', '#d8dee6', '#f0e0cc', '#e3e9e1'][i % 4]!;
  const parts = [`<rect width="${W}" height="${H}" fill="${s}"/>`, `<rect y="500" width="${W}" height="100" fill="#6d9b5a"/>`];
  if (i % 2 === 0) {
    for (let t = 0; t < 3; t++) {
      const x = 90 + t * 230;
      const top = 60 + t * 50;
      parts.push(`<rect x="${x}" y="${top}" width="170" height="${500 - top}" fill="${body}" stroke="#b9b2a6" stroke-width="3"/>`);
      for (let y = top + 20; y < 480; y += 36) for (let k = 0; k < 4; k++) parts.push(`<rect x="${x + 14 + k * 40}" y="${y}" width="26" height="22" fill="#7fa7c9" opacity="0.85"/>`);
    }
  } else {
    parts.push(`<rect x="200" y="280" width="400" height="220" fill="${body}"/><polygon points="170,285 400,150 630,285" fill="#b5523b"/>`);
    parts.push(`<rect x="360" y="390" width="80" height="110" fill="#6b4e37"/><rect x="240" y="320" width="80" height="70" fill="#7fa7c9"/><rect x="480" y="320" width="80" height="70" fill="#7fa7c9"/>`);
    parts.push(`<rect x="0" y="520" width="${W}" height="80" fill="#5aa0d8" opacity="0.6"/>`);
  }
  parts.push(`<circle cx="90" cy="470" r="50" fill="#3f8f4f"/><circle cx="720" cy="470" r="60" fill="#4fa35f"/>`);
  return svg(parts.join(''));
}

const carColors = ['#c0392b', '#f4f4f4', '#2c3e50', '#7f8c8d', '#1f6fb2', '#111111'];
/** A car from the side: sedan, SUV, van or pickup. */
function car(i: number) {
  const color = carColors[i % carColors.length]!;
  const type = i % 4;
  const parts = [`<rect width="${W}" height="${H}" fill="${['#dfe7ee', '#ece6dc', '#e4ece2'][i % 3]}"/>`, `<rect y="430" width="${W}" height="170" fill="#8b8f94"/>`, `<rect y="505" width="${W}" height="10" fill="#f1f1f1" opacity="0.7"/>`];
  const cabin =
    type === 0 ? 'M230 300 L300 225 H500 L570 300 Z'
    : type === 1 ? 'M200 300 L250 200 H560 L600 300 Z'
    : type === 2 ? 'M170 300 L200 180 H610 L640 300 Z'
    : 'M220 300 L270 215 H420 L430 300 Z';
  parts.push(`<path d="${cabin}" fill="${color}" stroke="#222" stroke-width="3"/>`);
  parts.push(`<rect x="130" y="295" width="${type === 3 ? 560 : 540}" height="${type === 1 ? 110 : 95}" rx="30" fill="${color}" stroke="#222" stroke-width="3"/>`);
  if (type === 3) parts.push(`<rect x="440" y="270" width="250" height="30" fill="${color}" stroke="#222" stroke-width="3"/>`);
  parts.push(`<path d="${cabin}" fill="#9ec3df" opacity="0.55" transform="translate(0 8) scale(1 0.97)"/>`);
  for (const cx of [250, 560]) parts.push(`<circle cx="${cx}" cy="410" r="52" fill="#222"/><circle cx="${cx}" cy="410" r="24" fill="#bbb"/>`);
  parts.push(`<rect x="640" y="320" width="26" height="16" rx="4" fill="#ffd966"/><rect x="134" y="320" width="20" height="14" rx="4" fill="#e74c3c"/>`);
  return svg(parts.join(''));
}

/** Second-hand goods on a table: phone, laptop, fridge, washing machine, sofa, motorbike, pram, handbag. */
function goods(i: number) {
  const accent = accents[i % accents.length]!;
  const parts = [`<rect width="${W}" height="${H}" fill="${walls[(i + 2) % walls.length]}"/>`, `<rect y="470" width="${W}" height="130" fill="${floors[i % floors.length]}"/>`];
  switch (i % 8) {
    case 0:
      parts.push(`<rect x="300" y="90" width="200" height="400" rx="34" fill="#222"/><rect x="314" y="120" width="172" height="340" rx="18" fill="${accent}"/><circle cx="400" cy="105" r="6" fill="#555"/>`);
      break;
    case 1:
      parts.push(`<rect x="200" y="150" width="400" height="260" rx="14" fill="#333"/><rect x="218" y="168" width="364" height="224" fill="${accent}"/><path d="M150 410 H650 L620 450 H180 Z" fill="#c8c8c8"/>`);
      break;
    case 2:
      parts.push(`<rect x="280" y="60" width="240" height="420" rx="16" fill="#eceff1" stroke="#9aa" stroke-width="4"/><line x1="280" y1="220" x2="520" y2="220" stroke="#9aa" stroke-width="4"/><rect x="490" y="120" width="10" height="70" fill="#9aa"/><rect x="490" y="250" width="10" height="90" fill="#9aa"/>`);
      break;
    case 3:
      parts.push(`<rect x="260" y="130" width="280" height="350" rx="16" fill="#f4f6f8" stroke="#9aa" stroke-width="4"/><circle cx="400" cy="320" r="100" fill="#cfd8dc" stroke="#789" stroke-width="10"/><circle cx="400" cy="320" r="60" fill="${accent}" opacity="0.4"/><rect x="290" y="150" width="120" height="26" rx="6" fill="#cfd8dc"/>`);
      break;
    case 4:
      parts.push(`<rect x="120" y="280" width="560" height="150" rx="36" fill="${accent}"/><rect x="150" y="220" width="500" height="110" rx="30" fill="${accent}" opacity="0.85"/><rect x="100" y="300" width="70" height="150" rx="24" fill="${accent}"/><rect x="630" y="300" width="70" height="150" rx="24" fill="${accent}"/>`);
      break;
    case 5:
      parts.push(`<circle cx="230" cy="420" r="70" fill="#222"/><circle cx="570" cy="420" r="70" fill="#222"/><circle cx="230" cy="420" r="30" fill="#aaa"/><circle cx="570" cy="420" r="30" fill="#aaa"/><path d="M230 420 L330 300 H500 L570 420 Z" fill="${accent}"/><path d="M330 300 L300 230 H260" stroke="#333" stroke-width="14" fill="none"/><rect x="400" y="270" width="130" height="34" rx="14" fill="#333"/>`);
      break;
    case 6:
      parts.push(`<path d="M250 200 Q400 60 550 200 Z" fill="${accent}"/><rect x="250" y="200" width="300" height="150" rx="20" fill="${accent}" opacity="0.85"/><circle cx="290" cy="430" r="44" fill="#333"/><circle cx="510" cy="430" r="44" fill="#333"/><path d="M550 210 L640 130" stroke="#333" stroke-width="12"/>`);
      break;
    default:
      parts.push(`<path d="M300 220 Q400 110 500 220" stroke="#5a4634" stroke-width="16" fill="none"/><rect x="230" y="220" width="340" height="250" rx="30" fill="${accent}"/><rect x="370" y="280" width="60" height="30" rx="6" fill="#e8c86a"/>`);
  }
  return svg(parts.join(''));
}

const logoColors = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457', '#283593', '#4e342e', '#00695c', '#b71c1c', '#0277bd', '#558b2f', '#4527a0', '#e65100', '#37474f'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A square logo with the brand's Chinese name (and an emblem character), as a shop would upload it. */
function logo(name: string, latin: string, i: number) {
  const c = logoColors[i % logoColors.length]!;
  const size = name.length <= 4 ? 110 : Math.floor(440 / name.length);
  const emblem = i % 2 === 0
    ? `<circle cx="300" cy="190" r="92" fill="#fff"/><text x="300" y="228" font-family="Noto Serif CJK SC" font-weight="700" font-size="110" fill="${c}" text-anchor="middle">${esc(name.charAt(0))}</text>`
    : `<rect x="210" y="100" width="180" height="180" rx="40" fill="#fff" transform="rotate(45 300 190)"/><text x="300" y="228" font-family="Noto Serif CJK SC" font-weight="700" font-size="104" fill="${c}" text-anchor="middle">${esc(name.charAt(0))}</text>`;
  return svg(
    `<rect width="600" height="600" fill="${c}"/><rect x="24" y="24" width="552" height="552" rx="28" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="6"/>${emblem}` +
      `<text x="300" y="${400 + size / 3}" font-family="Noto Sans CJK SC" font-weight="700" font-size="${size}" fill="#fff" text-anchor="middle">${esc(name)}</text>` +
      `<text x="300" y="530" font-family="Noto Sans CJK SC" font-size="34" letter-spacing="6" fill="#fff" fill-opacity="0.85" text-anchor="middle">${esc(latin.toUpperCase())}</text>`,
    600,
    600,
  );
}

export interface DemoImagePool {
  rooms: string[];
  buildings: string[];
  cars: string[];
  goods: string[];
  /** brand name → logo URL */
  logos: Map<string, string>;
}

/** Renders the pool and stores each picture through the media pipeline (`store`), returning the URLs. */
export async function renderDemoImages(brands: Array<{ name: string; latin: string }>, store: (img: Buffer) => Promise<string>): Promise<DemoImagePool> {
  const many = (n: number, f: (i: number) => string) => Promise.all(Array.from({ length: n }, async (_, i) => store(await render(f(i)))));
  const [rooms, buildings, cars, goodsUrls, logoUrls] = await Promise.all([
    many(9, room),
    many(4, building),
    many(8, car),
    many(8, goods),
    Promise.all(brands.map(async (b, i) => store(await render(logo(b.name, b.latin, i))))),
  ]);
  return { rooms, buildings, cars, goods: goodsUrls, logos: new Map(brands.map((b, i) => [b.name, logoUrls[i]!])) };
}

/** For looking at the pictures while working on them: the same SVGs as PNG files. */
export const demoImageSvgs = { room, building, car, goods, logo };
