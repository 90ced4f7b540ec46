import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatQuote, Conversation } from '@haiwai/contracts';

/** The words a quote shows: its excerpt by type ("[Photo]", "[Voice] 0:12", a file's name, 60 characters of text). */
export function quoteExcerpt(q: ChatQuote, t: (key: string, opts?: Record<string, unknown>) => string): string {
  if (q.recalled) return t('chat.msg.quoteRecalled');
  switch (q.type) {
    case 'text':
      return q.text ?? '';
    case 'card':
      return `${t('chat.preview.card')} ${q.text ?? ''}`.trim();
    case 'file':
      return `${t('chat.preview.file')} ${q.name ?? ''}`.trim();
    case 'voice':
      return q.duration ? t('chat.msg.quoteVoice', { seconds: Math.max(1, Math.round(q.duration)) }) : t('chat.preview.voice');
    default:
      return t(`chat.preview.${q.type}`);
  }
}

/** The quote inside a reply's bubble: who and what; a tap scrolls to the original. */
export function QuoteBlock({ quote, onOpen }: { quote: ChatQuote; onOpen(messageId: number): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="chat-quote" onClick={() => onOpen(quote.message_id)} data-testid={`msg-quote-${quote.message_id}`}>
      <span className="chat-quote__name">{quote.nickname}</span>
      <span className="chat-quote__text">{quoteExcerpt(quote, t)}</span>
    </button>
  );
}

/** The words `@all` is written with, in every language (highlighted whichever the sender used). */
export const ALL_TOKENS = ['所有人', 'all', 'tất cả'];

/** The `@name` tokens of a message's mentions: its mentioned members' names, and @all's words when it mentions everyone. */
export function mentionTokens(content: { mentions?: number[]; mention_all?: boolean }, conversation: Conversation | null): string[] {
  const names = (content.mentions ?? []).map((id) => conversation?.members.find((m) => m.user_id === id)?.nickname).filter((n): n is string => Boolean(n));
  return [...names, ...(content.mention_all ? ALL_TOKENS : [])].map((n) => `@${n}`);
}

/** Text with its `@name` tokens highlighted. */
export function withMentions(text: string, tokens: string[], render: (plain: string, key: number) => ReactNode): ReactNode[] {
  if (tokens.length === 0) return [render(text, 0)];
  const escaped = [...tokens].sort((a, b) => b.length - a.length).map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'g'));
  return parts.map((p, i) =>
    tokens.includes(p) ? (
      <span key={i} className="chat-mention" data-testid="msg-mention">
        {p}
      </span>
    ) : (
      render(p, i)
    ),
  );
}
