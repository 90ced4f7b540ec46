import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import sharp from 'sharp';

/** A drawn signature as the web's signature pad sends it: a PNG data URL (a stroke on a transparent canvas). */
export async function drawnSignature(d = 'M10 70 C 40 10, 70 10, 90 60 S 150 90, 180 40') {
  const png = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="${d}" fill="none" stroke="#000" stroke-width="4"/></svg>`)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A blank pad: every pixel transparent. */
export async function blankSignature() {
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const utf16 = (hex: string) => {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

const bytesOf = (stream: unknown): Uint8Array => {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  throw new Error('not a raw stream');
};

/**
 * The text of every page, read back the way a PDF reader does: the shown glyph ids of each `<hex> Tj` mapped to
 * Unicode through the embedded font's ToUnicode map.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const ctx = doc.context;
  return doc.getPages().map((page) => {
    const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const map = new Map<string, string>();
    for (const [, ref] of fonts.entries()) {
      const font = ctx.lookup(ref as PDFRef, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      const cmap = Buffer.from(bytesOf(toUnicode)).toString('latin1');
      for (const block of cmap.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
        for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1]!.toLowerCase(), utf16(m[2]!));
      }
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => ctx.lookup(r)) : [contents];
    let text = '';
    for (const s of streams) {
      let raw: Uint8Array;
      try {
        raw = bytesOf(s);
      } catch {
        raw = inflateSync((s as PDFRawStream).contents);
      }
      for (const m of Buffer.from(raw).toString('latin1').matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)) {
        const hex = m[1]!.toLowerCase();
        for (let i = 0; i < hex.length; i += 4) text += map.get(hex.slice(i, i + 4)) ?? '?';
        text += '\n';
      }
    }
    return text;
  });
}

/**
 * Characters the PDF shows whose glyph in the embedded font draws nothing (blank outlines): text can read back right
 * through ToUnicode while a viewer shows blanks, as pdf-lib's own subsetting of Noto Sans SC did. Spaces are blank by nature.
 */
export async function blankGlyphs(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const ctx = doc.context;
  const text = await pdfText(bytes);
  const blank = new Set<string>();
  for (const [i, page] of doc.getPages().entries()) {
    const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    for (const [, ref] of fonts.entries()) {
      const type0 = ctx.lookup(ref as PDFRef, PDFDict);
      const cid = type0.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
      const program = bytesOf(cid.lookup(PDFName.of('FontDescriptor'), PDFDict).lookup(PDFName.of('FontFile2')));
      const font = fontkit.create(Buffer.from(program)) as unknown as { glyphForCodePoint(cp: number): { path: { commands: unknown[] } } };
      for (const ch of new Set(text[i]!.replace(/\s/g, ''))) if (!font.glyphForCodePoint(ch.codePointAt(0)!).path.commands.length) blank.add(ch);
    }
  }
  return [...blank];
}
