import type { ReactNode } from 'react';
import { imageUrl } from '../../lib/image-url';

/** Category groups that show their categories as a grid of icons (car rental's types, the directory's types). */
export type IconGroup = 'car' | 'enterprise';

/**
 * Which drawing a category gets, from its name in any of the three languages (categories have no key of their
 * own and an area's admin may add more): the words of the seeded categories, else the group's general icon.
 */
const MATCHERS: Record<IconGroup, Array<[RegExp, string]>> = {
  car: [
    [/皮卡|pick-?up|bán tải/i, 'pickup'],
    [/豪华|luxury|xe sang/i, 'luxury'],
    [/suv|越野/i, 'suv'],
    [/商务车|mpv|\bvan\b|七座|7座|minivan/i, 'van'],
    [/轿车|sedan/i, 'sedan'],
  ],
  enterprise: [
    [/餐|美食|酒|food|dining|restaurant|ẩm thực|nhà hàng/i, 'food'],
    [/工厂|制造|manufactur|factory|sản xuất/i, 'factory'],
    [/贸易|进出口|trade|import|export|xuất nhập/i, 'trade'],
    [/房产|地产|中介|real estate|realty|bất động sản/i, 'home'],
    [/教育|培训|学校|education|school|training|giáo dục|đào tạo/i, 'education'],
    [/商务|服务|business|service|dịch vụ/i, 'business'],
  ],
};
const FALLBACK: Record<IconGroup, string> = { car: 'sedan', enterprise: 'shop' };

export function categoryIconKey(group: IconGroup, name: string): string {
  return MATCHERS[group].find(([re]) => re.test(name))?.[1] ?? FALLBACK[group];
}

const wheels = (a: number, b: number) => (
  <>
    <circle cx={a} cy="22" r="2.6" fill="currentColor" stroke="none" />
    <circle cx={b} cy="22" r="2.6" fill="currentColor" stroke="none" />
  </>
);

/** Line drawings on a 32×32 grid, stroked in the current colour. */
const DRAWINGS: Record<string, ReactNode> = {
  sedan: (
    <>
      <path d="M3 21.5v-4.5l4.5-1.5 3.8-4.5h9.4l3.8 4.5 4.5 1.5v4.5z" />
      <path d="M7.5 15.5h17M16 11v4.5" />
      {wheels(9, 23)}
    </>
  ),
  suv: (
    <>
      <path d="M3 21.5v-6.5l3-.6 3-5.4h14l3 5.4 3 .9v6.2z" />
      <path d="M6 14.4h20M16 9v5.4" />
      {wheels(9, 23)}
    </>
  ),
  van: (
    <>
      <path d="M3 21.5V11a2 2 0 0 1 2-2h17l6 6v6.5z" />
      <path d="M3 15h25M10 9v6M17 9v6" />
      {wheels(8.5, 23.5)}
    </>
  ),
  pickup: (
    <>
      <path d="M3 21.5V16h10v-6h8l4 6h4v5.5z" />
      <path d="M17 10v6M13 16h12" />
      {wheels(8.5, 23.5)}
    </>
  ),
  luxury: (
    <>
      <path d="M2.5 21.5V19l6-2 4.5-4h7l5 4 4.5 1.2v3.3z" />
      <path d="M8.5 17h16.5" />
      <path d="M25 3.5l1 2.3 2.3 1-2.3 1-1 2.3-1-2.3-2.3-1 2.3-1z" fill="currentColor" stroke="none" />
      {wheels(9, 23)}
    </>
  ),
  food: (
    <>
      <path d="M4.5 15.5h23a11.5 9 0 0 1-23 0z" />
      <path d="M12 27.5h8M19 3.5l-5 9M24.5 4.5l-6.5 8" />
    </>
  ),
  business: (
    <>
      <rect x="4" y="10" width="24" height="16" rx="2.5" />
      <path d="M12 10V7.5A1.5 1.5 0 0 1 13.5 6h5A1.5 1.5 0 0 1 20 7.5V10M4 17h24M14 16v3h4v-3" />
    </>
  ),
  factory: (
    <>
      <path d="M4 27V16l7 4v-4l7 4v-4l7 4V5h3v22z" />
      <path d="M8 23.5h2.5M14 23.5h2.5M20 23.5h2.5" />
    </>
  ),
  trade: (
    <>
      <path d="M3.5 20h25l-3 6h-19z" />
      <path d="M8 20v-6h6v6M14 20v-9h6v9M20 20v-5h4.5v5" />
    </>
  ),
  home: (
    <>
      <path d="M4.5 15L16 5.5 27.5 15M8 12.5V27h16V12.5" />
      <path d="M13.5 27v-6.5h5V27" />
    </>
  ),
  education: (
    <>
      <path d="M2.5 12L16 6l13.5 6L16 18z" />
      <path d="M8 15v6c0 2 3.6 4 8 4s8-2 8-4v-6M28 13v7" />
    </>
  ),
  shop: (
    <>
      <path d="M5 12.5L7 6h18l2 6.5zM6.5 12.5V27h19V12.5" />
      <path d="M13.5 27v-7h5v7" />
    </>
  ),
};

/**
 * A category's icon: the image an admin gave it, else a drawing chosen by its name (never just its first
 * character). Sized and coloured by the surrounding tile.
 */
export function CategoryIcon({ group, name, icon, className }: { group: IconGroup; name: string; icon: string | null; className: string }) {
  if (icon) return <img className={className} src={imageUrl(icon, { w: 80, h: 80 })} alt="" />;
  const key = categoryIconKey(group, name);
  return (
    <span className={className} data-icon={key} aria-hidden>
      <svg viewBox="0 0 32 32" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {DRAWINGS[key]}
      </svg>
    </span>
  );
}
