import type { Carousel, Lang, LocalizedText, SinglePage } from '@haiwai/contracts';
import { pick } from '../../core/localize.js';

const epoch = (d: Date) => Math.floor(new Date(d).getTime() / 1000);

export interface CarouselRow {
  id: number;
  position: string;
  titles: LocalizedText;
  contents: LocalizedText;
  image: string;
  link: string | null;
  sort: number;
}
export const presentCarousel = (r: CarouselRow, lang: Lang): Carousel => ({
  id: r.id,
  position: r.position,
  title: pick(r.titles, lang),
  content: pick(r.contents, lang),
  image: r.image,
  link: r.link,
  sort: r.sort,
});

export interface SinglePageRow {
  id: number;
  key: string;
  titles: LocalizedText;
  contents: LocalizedText;
  updated_at: Date;
}
export const presentPage = (r: SinglePageRow, lang: Lang): SinglePage => ({
  id: r.id,
  key: r.key,
  title: pick(r.titles, lang),
  content: pick(r.contents, lang),
  updated_at: epoch(r.updated_at),
});
