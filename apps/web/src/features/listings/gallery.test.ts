import { describe, expect, it } from 'vitest';
import { categoryIconKey } from './category-icon';
import { counterSide, gallerySlides } from './gallery';

describe('gallery', () => {
  const logo = '/api/media/0123456789abcdef0123456789abcdef';
  const photo = '/api/media/fedcba9876543210fedcba9876543210';
  it('composes logos into a cover: a company’s first picture, a job’s company logo', () => {
    expect(gallerySlides('company', { images: [logo, photo], company: null })).toEqual([{ src: logo, logo: true }, { src: photo, logo: false }]);
    expect(gallerySlides('job', { images: [logo], company: { id: 1, title: '华信贸易', cover: logo } })).toEqual([{ src: logo, logo: true }]);
    expect(gallerySlides('housing', { images: [photo, logo], company: null })).toEqual([{ src: photo, logo: false }, { src: logo, logo: false }]);
  });
  it('gives a company’s job without pictures the company logo as its cover', () => {
    expect(gallerySlides('job', { images: [], company: { id: 1, title: '华信贸易', cover: logo } })).toEqual([{ src: logo, logo: true }]);
    expect(gallerySlides('job', { images: [], company: { id: 1, title: '华信贸易', cover: null } })).toEqual([]);
  });
  it('keeps the counter away from the watermark’s corner', () => {
    expect(counterSide('southeast')).toBe('left');
    expect(counterSide('southwest')).toBe('right');
    expect(counterSide('center')).toBe('right');
    expect(counterSide(undefined)).toBe('right');
  });
});

describe('category icons', () => {
  it('draws the seeded categories by their name in any language, else the group’s icon', () => {
    expect(['轿车', 'SUV', '商务车', '皮卡', '豪华车'].map((n) => categoryIconKey('car', n))).toEqual(['sedan', 'suv', 'van', 'pickup', 'luxury']);
    expect(['Sedan', 'MPV / van', 'Pickup', 'Luxury', 'Bán tải', 'Xe sang', 'Xe MPV'].map((n) => categoryIconKey('car', n))).toEqual(['sedan', 'van', 'pickup', 'luxury', 'pickup', 'luxury', 'van']);
    expect(['餐饮美食', '商务服务', '工厂制造', '贸易进出口', '房产中介', '教育培训'].map((n) => categoryIconKey('enterprise', n))).toEqual(['food', 'business', 'factory', 'trade', 'home', 'education']);
    expect(['Food & dining', 'Business services', 'Manufacturing', 'Trade & import/export', 'Real estate agencies', 'Education'].map((n) => categoryIconKey('enterprise', n))).toEqual(['food', 'business', 'factory', 'trade', 'home', 'education']);
    expect(['Ẩm thực', 'Dịch vụ doanh nghiệp', 'Sản xuất', 'Xuất nhập khẩu', 'Môi giới bất động sản', 'Giáo dục'].map((n) => categoryIconKey('enterprise', n))).toEqual(['food', 'business', 'factory', 'trade', 'home', 'education']);
    expect(categoryIconKey('car', '电动车')).toBe('sedan');
    expect(categoryIconKey('enterprise', '宠物店')).toBe('shop');
  });
});
