import { describe, expect, it } from 'vitest';
import { asciiDigits, documentWords, hasSegmentedScript, queryWords, runWords, SEGMENTED_RUN, withoutSegmented } from './segment.js';

const SENTENCE = 'ให้เช่าคอนโดใกล้สถานีรถไฟฟ้า';

describe('runWords (Node ICU)', () => {
  it('cuts a Thai sentence into dictionary words', () => {
    expect(runWords(SENTENCE)).toEqual(['ให้', 'เช่า', 'คอน', 'โด', 'ใกล้', 'สถานี', 'รถไฟฟ้า']);
    expect(runWords('ขายรถยนต์มือสอง')).toEqual(['ขาย', 'รถยนต์', 'มือ', 'สอง']);
  });
  it('cuts Khmer into words, not characters: ខ្ញុំ ស្រឡាញ់ ភ្នំពេញ ("I love Phnom Penh")', () => {
    expect(runWords('ខ្ញុំស្រឡាញ់ភ្នំពេញ')).toEqual(['ខ្ញុំ', 'ស្រឡាញ់', 'ភ្នំពេញ']);
    expect(runWords('ផ្ទះសម្រាប់ជួលនៅភ្នំពេញ')).toEqual(['ផ្ទះ', 'សម្រាប់', 'ជួល', 'នៅ', 'ភ្នំពេញ']);
  });
  it('gives nothing for text of other scripts', () => {
    expect(runWords('公寓')).toEqual([]);
    expect(runWords('can ho')).toEqual([]);
  });
  it('normalizes to NFC: a tone mark typed before the vowel below gives the same word', () => {
    const typed = 'ญี่ป\u0E48\u0E38น'; // ปุ่ with ่ before ุ
    expect(runWords(typed)).toEqual(runWords('ญี่ปุ่น'));
  });
});

describe('runs', () => {
  it('end at spaces, Latin, CJK, digits and the scripts’ signs (ๆ ฯ ฿ ។)', () => {
    expect('Condo ให้เช่า 公寓คอนโด๑๒บาท กรุงเทพฯ เด็กๆ ฿ ផ្ទះ។ជួល'.match(SEGMENTED_RUN)).toEqual(['ให้เช่า', 'คอนโด', 'บาท', 'กรุงเทพ', 'เด็ก', 'ផ្ទះ', 'ជួល']);
  });
  it('a Thai run next to a Khmer one makes two runs', () => {
    expect('คอนโดផ្ទះ'.match(SEGMENTED_RUN)).toEqual(['คอนโด', 'ផ្ទះ']);
  });
  it('withoutSegmented blanks them out for the Latin splitter', () => {
    expect(withoutSegmented('iPhoneขาย 15')).toBe('iPhone  15');
  });
  it('hasSegmentedScript sees Thai and Khmer, not Chinese or Vietnamese', () => {
    expect(hasSegmentedScript('Condo คอนโด')).toBe(true);
    expect(hasSegmentedScript('ផ្ទះ')).toBe(true);
    expect(hasSegmentedScript('เด็กๆ')).toBe(true);
    expect(hasSegmentedScript('两房一厅 Căn hộ đẹp')).toBe(false);
  });
});

describe('asciiDigits', () => {
  it('turns Thai and Khmer digits into ASCII ones and leaves the rest', () => {
    expect(asciiDigits('ราคา๑๒๐๐๐บาท')).toBe('ราคา12000บาท');
    expect(asciiDigits('ផ្ទះលេខ១២៣')).toBe('ផ្ទះលេខ123');
    expect(asciiDigits('两房 2019 Căn hộ')).toBe('两房 2019 Căn hộ');
  });
});

describe('documentWords and queryWords', () => {
  it('a document gives its words and each pair of neighbours joined', () => {
    expect(documentWords(SENTENCE)).toEqual([
      'ให้', 'เช่า', 'คอน', 'โด', 'ใกล้', 'สถานี', 'รถไฟฟ้า',
      'ให้เช่า', 'เช่าคอน', 'คอนโด', 'โดใกล้', 'ใกล้สถานี', 'สถานีรถไฟฟ้า',
    ]);
  });
  it('pairs stay inside one run', () => {
    expect(documentWords('ให้เช่า คอนโด')).toEqual(['ให้', 'เช่า', 'ให้เช่า', 'คอน', 'โด', 'คอนโด']);
  });
  it('a query gives its words only; a word of the sentence is found through them', () => {
    expect(queryWords('คอนโด')).toEqual(['คอน', 'โด']);
    expect(queryWords('รถไฟฟ้า')).toEqual(['รถไฟฟ้า']);
    expect(queryWords('ជួល ភ្នំពេញ')).toEqual(['ជួល', 'ភ្នំពេញ']);
    const doc = new Set(documentWords(SENTENCE));
    for (const q of ['คอนโด', 'รถไฟฟ้า', 'ให้เช่า', 'สถานี', 'ใกล้สถานีรถไฟฟ้า']) expect(queryWords(q).every((w) => doc.has(w)), q).toBe(true);
  });
  it('every span of neighbouring words of a sentence, typed as a query, is found in it', () => {
    const sentences = [
      SENTENCE,
      'คอนโดหรูใจกลางเมืองกรุงเทพมหานครพร้อมเฟอร์นิเจอร์ครบครันสระว่ายน้ำและฟิตเนส',
      'รับสมัครพนักงานขายประจำร้านอาหารญี่ปุ่นเงินเดือนดีมีประกันสังคม',
      'ขายรถยนต์มือสองโตโยต้าคัมรี่สภาพดีไม่เคยชนเจ้าของขายเอง',
      'ห้องพักรายเดือนราคาถูกย่านสุขุมวิทเดินทางสะดวกใกล้บีทีเอสอโศก',
      'លក់ឡានមួយទឹកតូយ៉ូតាស្ថានភាពល្អ',
      'ជ្រើសរើសបុគ្គលិកលក់នៅភោជនីយដ្ឋានប្រាក់ខែល្អ',
    ];
    for (const s of sentences) {
      const words = runWords(s);
      const doc = new Set(documentWords(s));
      for (let n = 1; n <= 4; n++) {
        for (let i = 0; i + n <= words.length; i++) {
          const q = words.slice(i, i + n).join('');
          expect(queryWords(q).every((w) => doc.has(w)), `${q} in ${s}`).toBe(true);
        }
      }
    }
  });
  it('nothing for text without Thai or Khmer', () => {
    expect(documentWords('两房一厅 Căn hộ')).toEqual([]);
    expect(queryWords('公寓 can ho')).toEqual([]);
  });
});
