import type { ChatMessage } from '@haiwai/contracts';
import { useTranslation } from 'react-i18next';

/** A found text with its matched words in <mark> (ranges from the server, UTF-16 offsets). */
export function MarkedText({ text, ranges }: { text: string; ranges: ReadonlyArray<readonly number[]> }) {
  const parts: Array<{ s: string; hit: boolean }> = [];
  let at = 0;
  for (const [a = 0, b = 0] of ranges) {
    if (a < at || b > text.length || a >= b) continue;
    if (a > at) parts.push({ s: text.slice(at, a), hit: false });
    parts.push({ s: text.slice(a, b), hit: true });
    at = b;
  }
  if (at < text.length) parts.push({ s: text.slice(at), hit: false });
  return <>{parts.map((p, i) => (p.hit ? <mark key={i}>{p.s}</mark> : <span key={i}>{p.s}</span>))}</>;
}

/** What a message shows in the search screens: its text, a file's name, or a label for other kinds. */
export function useMessageText() {
  const { t } = useTranslation();
  return (m: Pick<ChatMessage, 'type' | 'content' | 'recalled'>): string => {
    if (m.recalled) return t('chatSearch.media.recalled');
    const c = m.content as { text?: string; name?: string };
    switch (m.type) {
      case 'text':
        return c.text ?? '';
      case 'file':
        return t('chatSearch.media.file', { name: c.name ?? '' });
      case 'image':
      case 'voice':
      case 'video':
      case 'card':
        return t(`chatSearch.media.${m.type}`);
      default:
        return c.text ?? '';
    }
  };
}

/** Date and time of a message in the reader's language. */
export function timeLabel(seconds: number, lang: string): string {
  return new Date(seconds * 1000).toLocaleString(lang === 'zh' ? 'zh-CN' : lang, { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
