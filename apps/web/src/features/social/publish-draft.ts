import type { TopicRef } from '@haiwai/contracts/social';

/**
 * The post being written, kept in localStorage per person: it survives a trip to the topic picker, leaving the
 * screen or closing the app, and is cleared once the post is published.
 */
export interface PostDraft {
  content: string;
  images: string[];
  topics: TopicRef[];
  location: string | null;
}
export const emptyDraft = (): PostDraft => ({ content: '', images: [], topics: [], location: null });
const key = (userId: number) => `socialDraft:${userId}`;

/** A draft from storage or the server (`useServerDraft`), whatever its shape: what is not a draft's field is dropped. */
export function parseDraft(raw: unknown): PostDraft {
  const d = (raw && typeof raw === 'object' ? raw : {}) as Partial<PostDraft>;
  return {
    content: typeof d.content === 'string' ? d.content : '',
    images: Array.isArray(d.images) ? d.images.filter((u): u is string => typeof u === 'string') : [],
    topics: Array.isArray(d.topics) ? d.topics.filter((x): x is TopicRef => typeof x?.id === 'number' && typeof x?.name === 'string') : [],
    location: typeof d.location === 'string' ? d.location : null,
  };
}

export function loadDraft(userId: number): PostDraft {
  try {
    const raw = localStorage.getItem(key(userId));
    return raw ? parseDraft(JSON.parse(raw)) : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export const isBlankDraft = (draft: PostDraft) => !draft.content && !draft.images.length && !draft.topics.length && !draft.location;

export function saveDraft(userId: number, draft: PostDraft): void {
  if (isBlankDraft(draft)) localStorage.removeItem(key(userId));
  else localStorage.setItem(key(userId), JSON.stringify(draft));
}

export const clearDraft = (userId: number) => localStorage.removeItem(key(userId));

/** Moves the item at `from` one place to the left (a photo's order in the grid). */
export function moveLeft<T>(list: readonly T[], from: number): T[] {
  if (from <= 0 || from >= list.length) return [...list];
  const next = [...list];
  [next[from - 1], next[from]] = [next[from]!, next[from - 1]!];
  return next;
}

/** Moves the item at `from` one place to the right. */
export function moveRight<T>(list: readonly T[], from: number): T[] {
  return from < 0 || from >= list.length - 1 ? [...list] : moveLeft(list, from + 1);
}

/** Toggles a topic in the picked list, at most `max`; returns null when the list is full. */
export function toggleTopic(picked: readonly TopicRef[], topic: TopicRef, max: number): TopicRef[] | null {
  if (picked.some((x) => x.id === topic.id)) return picked.filter((x) => x.id !== topic.id);
  if (picked.length >= max) return null;
  return [...picked, topic];
}
