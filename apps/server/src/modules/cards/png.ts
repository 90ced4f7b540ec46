import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Lang } from '@haiwai/contracts';
import { CARD, type CardTheme } from '@haiwai/contracts/cards/constants';
import { t } from '../../core/messages.js';
import type { CardRow } from './view.js';

/**
 * The card as a picture (docs/cards.md): satori lays out a plain object tree (no JSX) with Noto Sans SC, which carries
 * Chinese, Latin and Vietnamese diacritics, resvg draws it to PNG, and a QR code of the short link sits in the corner.
 */

interface Palette {
  background: string;
  text: string;
  muted: string;
  accent: string;
}
const PALETTES: Record<CardTheme, Palette> = {
  classic: { background: '#ffffff', text: '#1f1f1f', muted: '#595959', accent: '#1677ff' },
  ink: { background: '#1f2329', text: '#ffffff', muted: '#c9cdd4', accent: '#e8b339' },
  jade: { background: '#f0f7f4', text: '#133a2e', muted: '#3d5c52', accent: '#08979c' },
  crimson: { background: '#fff7f5', text: '#2b1210', muted: '#5c3b37', accent: '#c41d1d' },
};

type Style = Record<string, string | number>;
const PAD = 48;
const BORDER = 14;
interface Node {
  type: string;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: Array<Node | string> | Node | string };
}
const box = (style: Style, ...children: Array<Node | string | null | false>): Node => ({ type: 'div', props: { style: { display: 'flex', ...style }, children: children.filter((c): c is Node | string => !!c) } });
const img = (src: string, size: number, style: Style = {}): Node => ({ type: 'img', props: { src, width: size, height: size, style: { width: size, height: size, ...style } } });
const line = (style: Style, text: string): Node => box({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, text);

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | null = null;

/** Noto Sans SC regular and bold, read once per process (about 10 MB each) from the npm package that ships them. */
function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all([
    readFile(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
    readFile(require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')),
  ]).then(([regular, bold]) => [
    { name: 'Noto Sans SC', data: regular, weight: 400, style: 'normal' },
    { name: 'Noto Sans SC', data: bold, weight: 700, style: 'normal' },
  ]);
  return fonts;
}

export interface CardPictures {
  /** PNG data URLs of the card's avatar and logo (null: none or unreadable). */
  avatar: string | null;
  logo: string | null;
}

const LABELS: Record<Lang, { phone: string; wechat: string; email: string; address: string }> = {
  zh: { phone: '电话', wechat: '微信', email: '邮箱', address: '地址' },
  en: { phone: 'Tel', wechat: 'WeChat', email: 'Email', address: 'Address' },
  vi: { phone: 'ĐT', wechat: 'WeChat', email: 'Email', address: 'Địa chỉ' },
};

function contactLines(card: CardRow, lang: Lang, p: Palette): Node[] {
  const l = LABELS[lang];
  const rows: Array<[string, string]> = [
    [l.phone, card.phone],
    [l.wechat, card.wechat],
    [l.email, card.email],
    [l.address, card.address],
  ];
  return rows
    .filter(([, v]) => v)
    .map(([label, value], i, all) =>
      box(
        { alignItems: 'flex-start', marginTop: 12, fontSize: 28, lineHeight: 1.35 },
        box({ width: 120, color: p.accent, fontWeight: 700, flexShrink: 0 }, label),
        // The last line (the address, usually) may take two lines; the others one.
        i === all.length - 1 ? box({ display: 'block', color: p.text, width: 560, lineClamp: 2 }, value) : line({ color: p.text, maxWidth: 560 }, value),
      ),
    );
}

/** A long name in a smaller size (a CJK character is about twice a Latin letter's width), so it fits on one line. */
function nameSize(name: string): number {
  const width = Array.from(name).reduce((w, ch) => w + (/[\u2E80-\uFFEF]/.test(ch) ? 2 : 1), 0);
  return width <= 14 ? 68 : width <= 20 ? 56 : width <= 26 ? 46 : 38;
}

/** The initial in a coloured circle when the card has no avatar. */
const initial = (name: string, p: Palette): Node =>
  box({ width: 180, height: 180, borderRadius: 90, background: p.accent, color: '#ffffff', fontSize: 84, fontWeight: 700, alignItems: 'center', justifyContent: 'center' }, Array.from(name)[0] ?? '');

function tree(card: CardRow, lang: Lang, qr: string, pics: CardPictures): Node {
  const p = PALETTES[card.theme];
  const left = box(
    { flexDirection: 'column', flexGrow: 1, paddingRight: 40, minWidth: 0 },
    box(
      { alignItems: 'center', height: 72 },
      pics.logo && img(pics.logo, 64, { borderRadius: 8, marginRight: 18 }),
      line({ fontSize: 30, color: p.muted, maxWidth: 560 }, card.company),
    ),
    line({ fontSize: nameSize(card.name), fontWeight: 700, color: p.text, marginTop: 28, maxWidth: 640 }, card.name),
    line({ fontSize: 32, color: p.muted, marginTop: 6, maxWidth: 660 }, card.title),
    box({ width: 96, height: 6, background: p.accent, marginTop: 26, marginBottom: 10, borderRadius: 3 }),
    ...contactLines(card, lang, p),
  );
  const right = box(
    { flexDirection: 'column', alignItems: 'center', justifyContent: 'space-between', width: 260, flexShrink: 0 },
    pics.avatar ? img(pics.avatar, 180, { borderRadius: 90 }) : initial(card.name, p),
    box(
      { flexDirection: 'column', alignItems: 'center' },
      box({ background: '#ffffff', padding: 10, borderRadius: 12 }, img(qr, 200)),
      box({ fontSize: 22, color: p.muted, marginTop: 10 }, t(lang, 'card.png.scan')),
    ),
  );
  return box(
    // Sizes are content sizes (padding and border come on top): the whole is exactly CARD.pngWidth × CARD.pngHeight.
    { width: CARD.pngWidth - 2 * PAD, height: CARD.pngHeight - 2 * PAD - BORDER, background: p.background, fontFamily: 'Noto Sans SC', padding: PAD, borderTop: `${BORDER}px solid ${p.accent}` },
    left,
    right,
  );
}

/** satori, resvg and the QR encoder load with the first card drawn, not with the server (a tenth of a second of every start). */
const loadRenderers = async () => {
  const [{ default: satori }, { Resvg }, { default: QRCode }] = await Promise.all([import('satori'), import('@resvg/resvg-js'), import('qrcode')]);
  return { satori, Resvg, QRCode };
};
let renderers: ReturnType<typeof loadRenderers> | undefined;

/** The card's PNG, CARD.pngWidth × CARD.pngHeight, with a QR code of `link`. */
export async function renderCardPng(card: CardRow, link: string, lang: Lang, pics: CardPictures): Promise<Buffer> {
  const { satori, Resvg, QRCode } = await (renderers ??= loadRenderers());
  const qr = await QRCode.toDataURL(link, { margin: 0, width: 400, errorCorrectionLevel: 'M' });
  const svg = await satori(tree(card, lang, qr, pics) as unknown as Parameters<typeof satori>[0], { width: CARD.pngWidth, height: CARD.pngHeight, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
