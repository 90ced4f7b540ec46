import type { Carousel, Lang, SiteArea } from './contracts';

/** Data the server embeds in index.html for the first render (apps/server/src/modules/web/app-shell.ts). */
export interface Boot {
  lang: Lang;
  site_area: SiteArea;
  carousel: Carousel[];
  at: number;
  /** The opening page's own title and description when a server module describes it (docs/links.md). */
  head?: { title: string; description: string };
}

export const boot: Boot | undefined = (globalThis as { __HW_BOOT__?: Boot }).__HW_BOOT__;
