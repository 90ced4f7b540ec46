/** subset-font (harfbuzz's hb-subset as WASM) ships no types: the one call the server makes (modules/agreements/pdf.ts). */
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; noLayoutClosure?: boolean; dropTables?: string[] }): Promise<Buffer>;
}
