import type { InfiniteData } from '@tanstack/react-query';
import { NOTICE_KINDS, type NoticeKind } from '../../lib/contracts';

interface Item {
  id: number;
  is_read: boolean;
  kind: string;
}
interface Page<T> {
  list: T[];
  next_cursor: string | null;
}

/** The cached pages with one notice read (same objects elsewhere, so untouched rows do not re-render). */
export function markRead<T extends Item, P extends Page<T>>(data: InfiniteData<P, string | undefined>, id: number): InfiniteData<P, string | undefined> {
  return {
    ...data,
    pages: data.pages.map((p) => (p.list.some((n) => n.id === id && !n.is_read) ? { ...p, list: p.list.map((n) => (n.id === id ? { ...n, is_read: true } : n)) } : p)),
  };
}

export function markAllRead<T extends Item, P extends Page<T>>(data: InfiniteData<P, string | undefined>): InfiniteData<P, string | undefined> {
  return { ...data, pages: data.pages.map((p) => (p.list.some((n) => !n.is_read) ? { ...p, list: p.list.map((n) => (n.is_read ? n : { ...n, is_read: true })) } : p)) };
}

/** Every notice once, in server order (a page fetched after new notices arrived may repeat an id). */
export function flattenPages<T extends Item>(pages: Array<Page<T>> | undefined): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const p of pages ?? []) {
    for (const n of p.list) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      out.push(n);
    }
  }
  return out;
}

/** The label key of a kind; kinds added later by other features read as a plain "notification". */
export function kindKey(kind: string): NoticeKind | 'other' {
  return (NOTICE_KINDS as readonly string[]).includes(kind) ? (kind as NoticeKind) : 'other';
}

/** Badge text: the count, capped so it fits on a tab icon. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** What tapping a notice does: follow its link (in-app path or web page), or show it in a popup. */
export function tapAction(link: string | null): { type: 'route'; to: string } | { type: 'external'; url: string } | { type: 'popup' } {
  if (!link) return { type: 'popup' };
  if (/^https?:\/\//i.test(link)) return { type: 'external', url: link };
  if (link.startsWith('/')) return { type: 'route', to: link };
  return { type: 'popup' };
}
