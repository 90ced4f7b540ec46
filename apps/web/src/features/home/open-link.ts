import type { NavigateFunction } from 'react-router';

/** Entries and slides carry in-app paths (`/pages/...`) or full URLs; full URLs open in a new tab. */
export function openLink(navigate: NavigateFunction, link: string | null | undefined): void {
  if (!link) return;
  if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener');
  else navigate(link.startsWith('/') ? link : `/${link}`);
}
