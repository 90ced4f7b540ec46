import { useQuery } from '@tanstack/react-query';
import { storeMediaHash } from '@haiwai/contracts/media-url';
import { call } from '../../lib/http';
import { queryClient } from '../../shell/query-client';

/**
 * Chat files are private (docs/media.md): a message names `/api/media/<hash>`, which answers 404, and the room shows
 * it through a signed link for this reader (`mediaLinks`, 5 to 10 minutes). Links are asked for in batches (every
 * bubble that mounts in the same moment shares one call) and kept until a minute before they expire; a picture
 * already shown needs no new one, a bubble mounted later, a voice note played or a file opened later gets a fresh one.
 */
interface Link {
  /** Null when this reader may not see the file (it was recalled, or they left the conversation). */
  link: string | null;
  /** Unix seconds. */
  expiresAt: number;
}

const KEY = 'chat-media-link';
const MARGIN_S = 60;
const BATCH_MS = 15;
const MAX_BATCH = 100;

let waiting = new Map<string, Array<{ resolve(l: Link): void; reject(e: unknown): void }>>();
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush() {
  timer = null;
  const batch = waiting;
  waiting = new Map();
  const urls = [...batch.keys()];
  for (let i = 0; i < urls.length; i += MAX_BATCH) {
    const part = urls.slice(i, i + MAX_BATCH);
    try {
      const res = await call('mediaLinks', { body: { urls: part }, silent: true });
      const byUrl = new Map(res.links.map((l) => [l.url, l.link]));
      for (const url of part) for (const w of batch.get(url) ?? []) w.resolve({ link: byUrl.get(url) ?? null, expiresAt: res.expires_at });
    } catch (err) {
      for (const url of part) for (const w of batch.get(url) ?? []) w.reject(err);
    }
  }
}

function fetchLink(url: string): Promise<Link> {
  return new Promise((resolve, reject) => {
    const list = waiting.get(url) ?? [];
    list.push({ resolve, reject });
    waiting.set(url, list);
    timer ??= setTimeout(() => void flush(), BATCH_MS);
  });
}

const isPrivateCandidate = (url: string | undefined): url is string => Boolean(url && storeMediaHash(url));
const stillGood = (l: Link | undefined) => Boolean(l && l.expiresAt - MARGIN_S > Date.now() / 1000);
const linkQuery = (url: string) => ({
  queryKey: [KEY, url],
  queryFn: () => fetchLink(url),
  // Fresh until a minute before it expires; the query is asked again only when a bubble mounts or a file is opened.
  staleTime: (q: { state: { data?: Link } }) => (q.state.data ? Math.max(0, (q.state.data.expiresAt - MARGIN_S) * 1000 - Date.now()) : 0),
  gcTime: 15 * 60_000,
  refetchOnMount: true,
});

/**
 * The URL to load a chat file from now: its signed link, the URL itself for anything not of this store, `fallback`
 * (the local preview of one's own message) until the link is in. `retry` asks again when a load failed on an expired
 * link (a bubble left open past the link's life, then played).
 */
export function useMediaLink(url: string | undefined, fallback?: string): { src: string | undefined; retry(): void } {
  const wanted = isPrivateCandidate(url);
  const q = useQuery({ ...linkQuery(url ?? ''), enabled: wanted });
  if (!wanted) return { src: url ?? fallback, retry: () => {} };
  return {
    src: q.data ? (q.data.link ?? undefined) : fallback,
    retry: () => {
      if (!stillGood(q.data)) void q.refetch();
    },
  };
}

/** The link held now if it is good for a minute more (null: this reader may not see the file); undefined when it must be fetched. */
export function goodMediaLink(url: string): string | null | undefined {
  if (!isPrivateCandidate(url)) return url;
  const cached = queryClient.getQueryData<Link>([KEY, url]);
  return stillGood(cached) ? cached!.link : undefined;
}

/** A link good for at least a minute more, fetched if the one held is older (before playing a voice note, opening a file). */
export async function freshMediaLink(url: string): Promise<string | null> {
  const good = goodMediaLink(url);
  if (good !== undefined) return good;
  return (await queryClient.fetchQuery({ ...linkQuery(url), staleTime: 0 })).link;
}

/** The link held now for a file (the photo viewer opens what the bubbles already show), or the URL itself. */
export function heldMediaLink(url: string): string | null {
  if (!isPrivateCandidate(url)) return url;
  return queryClient.getQueryData<Link>([KEY, url])?.link ?? null;
}
