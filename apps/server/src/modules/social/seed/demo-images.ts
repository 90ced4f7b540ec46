import sharp from 'sharp';

/**
 * Six pictures for the demo posts and topic covers, drawn as SVG and rendered once at start: a flat, a bowl
 * of noodles, a passport, a warning sign, a park and a skyline at dusk. Every post reuses their URLs, so the
 * first start renders six images, not hundreds.
 */
const W = 640;
const H = 480;
const frame = (body: string, bg: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${body}</svg>`;

const scenes = [
  // a flat: window, sofa, lamp
  frame('<rect x="380" y="60" width="200" height="170" fill="#bfe3ff" stroke="#fff" stroke-width="10"/><rect y="340" width="640" height="140" fill="#c9a57a"/><rect x="60" y="250" width="280" height="100" rx="24" fill="#4f7cac"/><rect x="80" y="225" width="240" height="60" rx="20" fill="#6a93c4"/><rect x="470" y="170" width="6" height="180" fill="#555"/><path d="M445 170 L500 170 L488 130 L457 130 Z" fill="#f6e7b5"/>', '#f3ede2'),
  // noodles: a bowl with steam
  frame('<ellipse cx="320" cy="250" rx="210" ry="60" fill="#f4d35e"/><path d="M110 250 Q320 470 530 250 Z" fill="#d1495b"/><path d="M150 245 Q320 215 490 245" stroke="#fff3c4" stroke-width="10" fill="none"/><path d="M170 252 Q320 225 470 252" stroke="#fff3c4" stroke-width="8" fill="none"/><circle cx="260" cy="240" r="22" fill="#7a4a2a"/><circle cx="360" cy="236" r="20" fill="#7a4a2a"/><path d="M250 160 q20 -30 0 -60 M320 150 q20 -30 0 -60 M390 160 q20 -30 0 -60" stroke="#ccc" stroke-width="8" fill="none"/>', '#fdf6ec'),
  // a passport with a stamp
  frame('<rect x="190" y="60" width="260" height="360" rx="18" fill="#7b1e2b"/><circle cx="320" cy="190" r="60" fill="none" stroke="#e7c873" stroke-width="8"/><rect x="250" y="300" width="140" height="14" rx="7" fill="#e7c873"/><rect x="270" y="330" width="100" height="10" rx="5" fill="#e7c873"/><circle cx="470" cy="360" r="70" fill="none" stroke="#2e7d32" stroke-width="10" opacity="0.8"/>', '#e8eef3'),
  // a warning sign
  frame('<path d="M320 70 L560 420 L80 420 Z" fill="#f6c026" stroke="#333" stroke-width="12" stroke-linejoin="round"/><rect x="305" y="190" width="30" height="140" rx="12" fill="#333"/><circle cx="320" cy="375" r="20" fill="#333"/>', '#fbeee6'),
  // a park: sky, trees, path
  frame('<rect width="640" height="300" fill="#a7d8f5"/><circle cx="520" cy="90" r="45" fill="#fff6c8"/><rect y="300" width="640" height="180" fill="#7cc26b"/><path d="M260 480 Q320 380 300 300 L340 300 Q360 380 420 480 Z" fill="#e5d3a1"/><circle cx="120" cy="260" r="70" fill="#3f8f4f"/><rect x="112" y="290" width="16" height="70" fill="#6b4e37"/><circle cx="520" cy="250" r="80" fill="#4fa35f"/><rect x="512" y="290" width="16" height="80" fill="#6b4e37"/>', '#a7d8f5'),
  // a skyline at dusk
  frame('<rect width="640" height="480" fill="#f7a072"/><rect y="240" width="640" height="240" fill="#f4845f" opacity="0.6"/><circle cx="320" cy="300" r="70" fill="#ffd6a5"/><g fill="#3d405b"><rect x="20" y="260" width="70" height="220"/><rect x="100" y="200" width="60" height="280"/><rect x="170" y="280" width="80" height="200"/><rect x="400" y="180" width="55" height="300"/><rect x="465" y="240" width="90" height="240"/><rect x="565" y="210" width="60" height="270"/></g><rect y="430" width="640" height="50" fill="#2b2d42"/>', '#f7a072'),
];

export async function renderSocialImages(store: (img: Buffer) => Promise<string>): Promise<string[]> {
  return Promise.all(scenes.map(async (s) => store(await sharp(Buffer.from(s)).jpeg({ quality: 78 }).toBuffer())));
}
