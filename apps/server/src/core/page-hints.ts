import type { Lang } from '@haiwai/contracts';

/**
 * What a module may tell the app shell (modules/web) about a page before the app starts: the largest picture to
 * preload, the first cards to paint. Modules provide these (the listing engine's `listingFirstPhoto` and
 * `listingFirstCards`); app.ts hands them to the shell. Kept in the kernel so neither side imports the other.
 */

/** One card as the boot shell paints it: a plain link with its cover and title. */
export interface ShellCard {
  href: string;
  title: string;
  cover: string | null;
  wide: boolean;
}

/** The largest picture a page paints first, when some module knows it (a listing's first photo on its detail page). */
export type PagePhoto = (pathname: string, query: Record<string, string | undefined>) => Promise<string | null>;

/** The first cards a list page shows, when some module knows them (a listing kind's list opened without filters). */
export type PageCards = (pathname: string, query: Record<string, string | undefined>, siteAreaId: number, lang: Lang) => Promise<ShellCard[] | null>;
