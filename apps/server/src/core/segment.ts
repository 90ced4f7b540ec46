/**
 * Word segmentation of scripts written without spaces between words: Thai (Bangkok) and Khmer (Phnom Penh).
 * Pure: Node's own ICU (`Intl.Segmenter`, dictionary-based for both scripts), no dependency.
 *
 * A run is a stretch of one script's letters and marks; anything else ends it: spaces, Latin, CJK, the
 * script's digits (turned into ASCII digits by `asciiDigits`, so ๑๒๐๐๐ and 12000 are the same number) and
 * its signs (Thai ๆ ฯ ฿, Khmer ។ ៗ ៛), which ICU would otherwise glue to the word before them.
 *
 * A document gives every word of each run and every pair of neighbouring words joined: the dictionary can cut
 * the same letters differently alone and in a sentence (คอนโด alone is คอน + โด; a longer query may be one
 * word spanning two of the sentence's words), and the joined pairs cover that. A query gives each run's words.
 */
interface SegmentedScript {
  locale: string;
  letters: RegExp;
}

const MAX_WORD = 40;
const SCRIPTS: SegmentedScript[] = [
  { locale: 'th', letters: /^[\u0E01-\u0E2E\u0E30-\u0E3A\u0E40-\u0E45\u0E47-\u0E4E]/ },
  { locale: 'km', letters: /^[\u1780-\u17D3\u17DC\u17DD]/ },
];
/** Runs of one script's letters and marks (a Thai run next to a Khmer one makes two runs). */
export const SEGMENTED_RUN = /[\u0E01-\u0E2E\u0E30-\u0E3A\u0E40-\u0E45\u0E47-\u0E4E]+|[\u1780-\u17D3\u17DC\u17DD]+/g;
/** Any character of the Thai or Khmer blocks (finding rows whose stored lexemes predate segmentation). */
export const SEGMENTED_SCRIPT_CLASS = '[\u0E00-\u0E7F\u1780-\u17FF\u19E0-\u19FF]';

const segmenters = new Map(SCRIPTS.map((s) => [s.locale, new Intl.Segmenter(s.locale, { granularity: 'word' })]));

const ANY_SEGMENTED = new RegExp(SEGMENTED_SCRIPT_CLASS);

/** Whether the text holds Thai or Khmer characters. */
export const hasSegmentedScript = (text: string) => ANY_SEGMENTED.test(text);

/** Thai (๐–๙) and Khmer (០–៩) digits as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0E50-\u0E59\u17E0-\u17E9]/g, (d) => String(d.charCodeAt(0) - (d.charCodeAt(0) >= 0x17e0 ? 0x17e0 : 0x0e50)));
}

/** The dictionary words of one run (a match of `SEGMENTED_RUN`), in order, NFC. */
export function runWords(run: string): string[] {
  const script = SCRIPTS.find((s) => s.letters.test(run));
  const segmenter = script && segmenters.get(script.locale);
  if (!segmenter) return [];
  const out: string[] = [];
  for (const s of segmenter.segment(run.normalize('NFC'))) if (s.isWordLike && s.segment.length <= MAX_WORD) out.push(s.segment);
  return out;
}

/** A document's words of every Thai or Khmer run, plus each pair of neighbouring words joined. */
export function documentWords(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(SEGMENTED_RUN) ?? []) {
    const words = runWords(run);
    out.push(...words);
    for (let i = 0; i + 1 < words.length; i++) {
      const pair = words[i]! + words[i + 1]!;
      if (pair.length <= MAX_WORD) out.push(pair);
    }
  }
  return out;
}

/** A query's words of every Thai or Khmer run. */
export function queryWords(text: string): string[] {
  return (text.match(SEGMENTED_RUN) ?? []).flatMap(runWords);
}

/** The text with its Thai and Khmer runs blanked out (what the Latin word splitter reads). */
export const withoutSegmented = (text: string) => text.replace(SEGMENTED_RUN, ' ');
