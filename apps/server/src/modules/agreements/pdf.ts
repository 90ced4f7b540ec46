import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AgreementSideLang } from '@haiwai/contracts/agreements/constants';
import type { PDFDocument, PDFFont, PDFImage, PDFPage, RGB } from 'pdf-lib';
import { t, type MessageKey } from '../../core/messages.js';

/** What the signed PDF shows: the contract in Chinese with its side language, both signatures, the signing record. */
export interface PdfInput {
  id: number;
  sideLang: AgreementSideLang;
  title: { zh: string; side: string };
  fields: Array<{ zh: string; side: string; value: string }>;
  clauses: Array<{ zh: string; side: string }>;
  signatures: Array<{ role: 'creator' | 'counterparty'; nickname: string; signedAt: Date; ip: string; userAgent: string; image: Buffer }>;
  signedAt: Date;
  /** SHA-256 of the contract's content (title, fields, values, clauses): printed on the audit page. */
  contentHash: string;
}

const require = createRequire(import.meta.url);
let fontBytes: Buffer | null = null;
/** Noto Sans SC (an npm package's TTF: no system font needed); it also covers Latin and Vietnamese. Read once per process. */
function font(): Buffer {
  fontBytes ??= readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'));
  return fontBytes;
}

const PDF_WORDS = ['audit', 'content_hash', 'contract_no', 'device', 'hash_note', 'ip', 'signed_at', 'creator', 'counterparty'] as const;
const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

/** Every character the PDF may draw: the contract's words and values, the signing record, the PDF's own labels, ASCII. */
function charactersOf(input: PdfInput): string {
  const words = PDF_WORDS.flatMap((k) => [t('zh', `agreements.pdf.${k}`), t(input.sideLang, `agreements.pdf.${k}`)]);
  const texts = [
    input.title.zh,
    input.title.side,
    ...input.fields.flatMap((f) => [f.zh, f.side, f.value]),
    ...input.clauses.flatMap((c) => [c.zh, c.side]),
    ...input.signatures.flatMap((s) => [s.nickname, s.ip, s.userAgent]),
    ...words,
  ];
  return [...new Set(PRINTABLE_ASCII + '—' + texts.join(''))].join('');
}

/**
 * The font cut to the characters the contract uses, by harfbuzz (subset-font): pdf-lib's own subsetting (fontkit)
 * dropped most glyphs of Noto Sans SC — the PDF's text read back right but drew blank (seen rendered with poppler) —
 * and the whole font would make every contract 6 MB.
 */
async function contractFont(input: PdfInput, subsetFont: typeof import('subset-font').default): Promise<Buffer> {
  // Without the layout tables: fontkit's shaping (in pdf-lib) swapped digits for alternates the PDF then spaced and
  // mapped wrongly ("2 0 2 6"); the contract needs plain one-character-one-glyph text.
  return subsetFont(font(), charactersOf(input), { targetFormat: 'truetype', noLayoutClosure: true, dropTables: ['GSUB', 'GPOS', 'GDEF'] });
}

/**
 * pdf-lib, fontkit and harfbuzz load with the first contract rendered, not with the server: together about a third of
 * a second of every start (and of every test server's), for a page few processes ever serve.
 */
async function loadLibraries() {
  const [pdfLib, fontkit, subsetFont] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit'), import('subset-font')]);
  GREY = pdfLib.rgb(0.33, 0.33, 0.33);
  BLACK = pdfLib.rgb(0, 0, 0);
  return { PDFDocument: pdfLib.PDFDocument, fontkit: fontkit.default, subsetFont: subsetFont.default };
}
let libraries: ReturnType<typeof loadLibraries> | undefined;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
// Set by loadLibraries() (pdf-lib's colour objects), which renderAgreementPdf awaits before drawing anything.
let GREY: RGB;
let BLACK: RGB;

/** Pieces a line may break between: each CJK character alone, Latin words with their following spaces. */
const pieces = (text: string) => text.match(/[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]+\s*|\s+/g) ?? [];

/** Writes lines down the pages, wrapping to the page's width and starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    return this.page;
  }
  space(h: number) {
    if (this.y - h < MARGIN) this.newPage();
  }
  text(text: string, size = 10.5, color = BLACK, indent = 0) {
    const width = A4[0] - 2 * MARGIN - indent;
    for (const para of text.split('\n')) {
      let line = '';
      const flush = () => {
        this.space(size * 1.5);
        this.y -= size * 1.5;
        this.page.drawText(line.trimEnd(), { x: MARGIN + indent, y: this.y, size, font: this.font, color });
        line = '';
      };
      for (const piece of pieces(para)) {
        if (line && this.font.widthOfTextAtSize(line + piece.trimEnd(), size) > width) flush();
        line += piece;
      }
      if (line.trim() || !para) flush();
    }
  }
  gap(h = 8) {
    this.y -= h;
  }
}

const both = (key: MessageKey, side: AgreementSideLang) => `${t('zh', key)} / ${t(side, key)}`;

function signatureBlock(w: Writer, input: PdfInput, images: Map<string, PDFImage>) {
  w.gap(16);
  w.space(130);
  const top = w.y;
  const colWidth = (A4[0] - 2 * MARGIN) / 2;
  (['creator', 'counterparty'] as const).forEach((role, i) => {
    const x = MARGIN + i * colWidth;
    const sig = input.signatures.find((s) => s.role === role);
    w.page.drawText(both(`agreements.pdf.${role}`, input.sideLang), { x, y: top - 14, size: 10, font: w.font, color: GREY });
    w.page.drawText(sig?.nickname ?? '', { x, y: top - 30, size: 11, font: w.font });
    const image = images.get(role);
    if (image) {
      const scale = Math.min(200 / image.width, 70 / image.height);
      w.page.drawImage(image, { x, y: top - 108, width: image.width * scale, height: image.height * scale });
    }
    w.page.drawLine({ start: { x, y: top - 110 }, end: { x: x + colWidth - 20, y: top - 110 }, thickness: 0.5, color: GREY });
    if (sig) w.page.drawText(sig.signedAt.toISOString().replace('T', ' ').slice(0, 19) + ' UTC', { x, y: top - 124, size: 9, font: w.font, color: GREY });
  });
  w.y = top - 130;
}

function auditPage(w: Writer, input: PdfInput) {
  w.newPage();
  const side = input.sideLang;
  w.text(both('agreements.pdf.audit', side), 15);
  w.gap();
  w.text(`${both('agreements.pdf.contract_no', side)}: ${input.id}`);
  w.text(`${both('agreements.pdf.content_hash', side)}:`);
  w.text(input.contentHash, 9, GREY, 12);
  for (const s of input.signatures) {
    w.gap(10);
    w.text(`${both(`agreements.pdf.${s.role}`, side)}: ${s.nickname}`, 11.5);
    w.text(`${both('agreements.pdf.signed_at', side)}: ${s.signedAt.toISOString()}`, 10, BLACK, 12);
    w.text(`${both('agreements.pdf.ip', side)}: ${s.ip}`, 10, BLACK, 12);
    w.text(`${both('agreements.pdf.device', side)}: ${s.userAgent}`, 9, GREY, 12);
  }
  w.gap(16);
  w.text(t('zh', 'agreements.pdf.hash_note'), 9, GREY);
  w.text(t(side, 'agreements.pdf.hash_note'), 9, GREY);
}

/** The signed contract as PDF bytes: the text (Chinese, then the side language in grey), the fields, both signatures, then the audit page. */
export async function renderAgreementPdf(input: PdfInput): Promise<Uint8Array> {
  const { PDFDocument, fontkit, subsetFont } = await (libraries ??= loadLibraries());
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embedded = await doc.embedFont(await contractFont(input, subsetFont), { subset: false });
  doc.setTitle(`${input.title.zh} / ${input.title.side}`);
  doc.setProducer('haiwai agreements');
  doc.setCreator('haiwai');
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);
  const images = new Map<string, PDFImage>();
  for (const s of input.signatures) images.set(s.role, await doc.embedPng(s.image));

  const w = new Writer(doc, embedded);
  w.text(input.title.zh, 17);
  w.text(input.title.side, 13, GREY);
  w.text(`${both('agreements.pdf.contract_no', input.sideLang)}: ${input.id}`, 9, GREY);
  w.gap(10);
  for (const f of input.fields) {
    w.text(`${f.zh} / ${f.side}: ${f.value || '—'}`, 10.5);
  }
  w.gap(10);
  input.clauses.forEach((c, i) => {
    w.gap(4);
    w.text(`${i + 1}. ${c.zh}`, 10.5);
    w.text(c.side, 9.5, GREY, 14);
  });
  signatureBlock(w, input, images);
  auditPage(w, input);
  return doc.save();
}
