import type { ListingDetail } from '@haiwai/contracts/listings';
import type { Watermark } from '../../lib/contracts';
import type { ListingKind } from './registry';

/** One picture of a listing's gallery: a photo (shown filling the frame) or a logo (composed into a cover). */
export interface Slide {
  src: string;
  logo: boolean;
}

/** Kinds whose first picture is their logo (the company head shows it as one). */
const LOGO_FIRST: readonly ListingKind[] = ['company', 'yp'];

/**
 * The gallery's pictures: a logo (a company's or a directory entry's first picture, or the company's logo a job
 * carries) is marked so the gallery composes it into a cover instead of blowing it up over the frame; a
 * listing posted under a company with no pictures of its own shows the company's logo that way.
 */
export function gallerySlides(kind: ListingKind, item: Pick<ListingDetail, 'images' | 'company'>): Slide[] {
  const companyLogo = item.company?.cover ?? null;
  const slides = item.images.map((src, i) => ({ src, logo: (LOGO_FIRST.includes(kind) && i === 0) || src === companyLogo }));
  if (slides.length === 0 && companyLogo) slides.push({ src: companyLogo, logo: true });
  return slides;
}

/**
 * Where the "1/N" counter goes so it never covers the area's watermark (burnt into the photos): at the bottom,
 * on the left when the watermark sits bottom right, else on the right.
 */
export function counterSide(position: Watermark['position'] | undefined): 'left' | 'right' {
  return position === 'southeast' ? 'left' : 'right';
}
