import type { ConversationMember } from '@haiwai/contracts';

/** A row of the @ picker: a member, or everyone (owners and admins). */
export type MentionChoice = { id: number; name: string } | 'all';

/**
 * The @ picker's rows for the letters typed after @ (or in its own box): members whose nickname contains them (any
 * case; Chinese names by substring), with @all first for owners and admins while it matches too.
 */
export function mentionChoices(members: readonly ConversationMember[], canAll: boolean, allLabel: string, query: string): MentionChoice[] {
  const q = query.trim().toLowerCase();
  const all: MentionChoice[] = canAll && (!q || allLabel.toLowerCase().includes(q) || 'all'.startsWith(q)) ? ['all'] : [];
  return [...all, ...members.filter((m) => m.nickname.toLowerCase().includes(q)).map((m) => ({ id: m.user_id, name: m.nickname }))];
}

/** The letters typed after the @ at `at` that opened the picker, or null once that @ is gone. */
export function typedAfter(text: string, at: number): string | null {
  return text[at] === '@' ? text.slice(at + 1) : null;
}
