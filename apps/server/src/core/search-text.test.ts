import { describe, expect, it } from 'vitest';
import { documentLexemes, fold, queryLexemes, toTsQuery } from './search-text.js';

/** A query matches a document when every query lexeme is among the document's (what `@@` does with them). */
const matches = (doc: string, query: string) => {
  const d = new Set(documentLexemes(doc));
  const q = queryLexemes(query);
  return q.length > 0 && q.every((l) => d.has(l));
};

describe('fold', () => {
  it('drops Vietnamese diacritics (đ included) and lower-cases', () => {
    expect(fold('Căn hộ Đà Nẵng ĐƯỜNG Lê Lợi')).toBe('can ho da nang duong le loi');
    expect(fold('ÁÀẢÃẠ ăằ âầ êề ôồ ơờ ưừ')).toBe('aaaaa aa aa ee oo oo uu');
    expect(fold('Apartment')).toBe('apartment');
  });
});

describe('documentLexemes', () => {
  it('gives every bigram, every character and jieba words of Chinese text', () => {
    const l = documentLexemes('两房一厅公寓出租');
    expect(l).toEqual(expect.arrayContaining(['两房', '房一', '一厅', '公寓', '出租', '两', '房', '寓', '两房一厅']));
  });
  it('folds Latin words of every part and skips empty parts', () => {
    expect(documentLexemes('Căn hộ cao cấp', null, undefined, 'Near the RIVER, 2-bed')).toEqual(['can', 'ho', 'cao', 'cap', 'near', 'the', 'river', '2', 'bed']);
  });
  it('keeps mixed text apart: Latin words and CJK runs', () => {
    expect(documentLexemes('iPhone 15 Pro 手机')).toEqual(expect.arrayContaining(['iphone', '15', 'pro', '手机', '手', '机']));
  });
  it('is capped, title first', () => {
    const long = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + i)).join('');
    const l = documentLexemes('标题', long);
    expect(l.length).toBe(1000);
    expect(l).toContain('标题');
  });
});

describe('queryLexemes', () => {
  it('cuts Chinese into words made of bigrams, a lone character into the bigram with its neighbour', () => {
    expect(queryLexemes('公寓')).toEqual(['公寓']);
    expect(queryLexemes('两房')).toEqual(['两房']);
    expect(queryLexemes('汽车出租')).toEqual(['汽车', '出租']);
    expect(queryLexemes('第一郡')).toEqual(['第一', '一郡']);
    expect(queryLexemes('房')).toEqual(['房']);
  });
  it('folds and lower-cases Latin words; at most ten', () => {
    expect(queryLexemes('Căn HỘ')).toEqual(['can', 'ho']);
    expect(queryLexemes('TOYOTA camry')).toEqual(['toyota', 'camry']);
    expect(queryLexemes('a b c d e f g h i j k l')).toHaveLength(10);
    expect(queryLexemes('!!! ???')).toEqual([]);
  });
  it('finds listings the way the issue asks', () => {
    const doc = '两房一厅公寓出租 近第一郡';
    expect(matches(doc, '公寓')).toBe(true);
    expect(matches(doc, '两房')).toBe(true);
    expect(matches(doc, '一厅')).toBe(true);
    expect(matches(doc, '第一郡')).toBe(true);
    expect(matches(doc, '出租 公寓')).toBe(true);
    expect(matches(doc, '房')).toBe(true);
    expect(matches(doc, '别墅')).toBe(false);
    expect(matches(doc, '公寓 别墅')).toBe(false);
    expect(matches('出租公寓', '公寓出租')).toBe(true);
    expect(matches('Căn hộ cao cấp', 'can ho')).toBe(true);
    expect(matches('Can ho mini', 'căn hộ')).toBe(true);
    expect(matches('Toyota Camry 2019', 'toyota CAMRY')).toBe(true);
    expect(matches('Toyota Camry 2019', 'toyota honda')).toBe(false);
  });
});

describe('Thai and Khmer', () => {
  const thai = 'ให้เช่าคอนโดใกล้สถานีรถไฟฟ้า';
  it('a Thai word inside a sentence is found; a word not in it is not', () => {
    expect(matches(thai, 'คอนโด')).toBe(true);
    expect(matches(thai, 'รถไฟฟ้า')).toBe(true);
    expect(matches(thai, 'ให้เช่า คอนโด')).toBe(true);
    expect(matches(thai, 'สถานีรถไฟฟ้า')).toBe(true);
    expect(matches(thai, 'บ้านเดี่ยว')).toBe(false);
    expect(matches(thai, 'คอนโด บ้านเดี่ยว')).toBe(false);
    expect(matches('บ้านเดี่ยวสองชั้นใกล้โรงเรียน', 'คอนโด')).toBe(false);
  });
  it('mixed Chinese, Thai and English text gives the lexemes of each script', () => {
    const l = documentLexemes('Condo 曼谷公寓 ให้เช่าคอนโด ราคา๑๒๐๐๐บาท');
    expect(l).toEqual(expect.arrayContaining(['曼谷', '公寓', '曼', 'ให้', 'เช่า', 'คอน', 'โด', 'คอนโด', 'ราคา', 'บาท', 'condo', '12000']));
    expect(queryLexemes('曼谷 คอนโด condo')).toEqual(['曼谷', 'คอน', 'โด', 'condo']);
    for (const q of ['公寓', 'คอนโด', 'CONDO', '12000', '๑๒๐๐๐', '公寓 คอนโด condo']) expect(matches('Condo 曼谷公寓 ให้เช่าคอนโด ราคา๑๒๐๐๐บาท', q), q).toBe(true);
  });
  it('Khmer: ជួល (rent) and ភ្នំពេញ (Phnom Penh) find ផ្ទះសម្រាប់ជួលនៅភ្នំពេញ', () => {
    expect(matches('ផ្ទះសម្រាប់ជួលនៅភ្នំពេញ', 'ជួល')).toBe(true);
    expect(matches('ផ្ទះសម្រាប់ជួលនៅភ្នំពេញ', 'ភ្នំពេញ ផ្ទះ')).toBe(true);
    expect(matches('ផ្ទះសម្រាប់ជួលនៅភ្នំពេញ', 'លក់')).toBe(false);
  });
  it('changes nothing for Chinese, Vietnamese and English (the lexemes before Thai support, verbatim)', () => {
    expect(documentLexemes('两房一厅公寓出租 近第一郡')).toEqual(['两房', '房一', '一厅', '厅公', '公寓', '寓出', '出租', '两', '房', '一', '厅', '公', '寓', '出', '租', '房一厅', '两房一厅', '近第', '第一', '一郡', '近', '第', '郡']);
    expect(queryLexemes('两房一厅公寓出租 近第一郡')).toEqual(['两房', '房一', '一厅', '公寓', '出租', '近第', '第一', '一郡']);
    expect(documentLexemes('Căn hộ cao cấp Sơn Trà, view đẹp')).toEqual(['can', 'ho', 'cao', 'cap', 'son', 'tra', 'view', 'dep']);
    expect(queryLexemes('Căn hộ cao cấp Sơn Trà, view đẹp')).toEqual(['can', 'ho', 'cao', 'cap', 'son', 'tra', 'view', 'dep']);
    expect(documentLexemes('iPhone 15 Pro 手机 Đà Nẵng 出租')).toEqual(['手机', '手', '机', '出租', '出', '租', 'iphone', '15', 'pro', 'da', 'nang']);
    expect(queryLexemes('iPhone 15 Pro 手机 Đà Nẵng 出租')).toEqual(['手机', '出租', 'iphone', '15', 'pro', 'da', 'nang']);
    expect(documentLexemes('丰田汽车出租 包司机 Toyota Camry 2019')).toEqual(['丰田', '田汽', '汽车', '车出', '出租', '丰', '田', '汽', '车', '出', '租', '包司', '司机', '包', '司', '机', 'toyota', 'camry', '2019']);
    expect(queryLexemes('丰田汽车出租 包司机 Toyota Camry 2019')).toEqual(['丰田', '汽车', '出租', '包司', '司机', 'toyota', 'camry', '2019']);
  });
  it('Thai lexemes hold nothing a tsquery literal must escape', () => {
    expect(toTsQuery(queryLexemes('คอนโด รถไฟฟ้า'))).toBe("'คอน' & 'โด' & 'รถไฟฟ้า'");
  });
});

describe('toTsQuery', () => {
  it('quotes every lexeme and joins them with AND, stripping quotes and backslashes', () => {
    expect(toTsQuery(['公寓', 'can'])).toBe("'公寓' & 'can'");
    expect(toTsQuery(["o'neil\\"])).toBe("'oneil'");
  });
});
