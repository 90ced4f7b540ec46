import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * A status tag in colours that keep WCAG AA's 4.5:1 at the tag's small size. antd's preset tags print shade 7 on shade
 * 1 (green 3.4:1, gold 2.6:1, orange 3.4:1); the theme's shade tokens did not reach every tag in one accessibility run,
 * so the console's tags carry their colours themselves.
 */
const TONES = {
  green: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  gold: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  volcano: { color: '#ad2102', background: '#fff2e8', borderColor: '#ffbb96' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;

export type Tone = keyof typeof TONES | 'default';

export function StatusTag({ tone, children, ...rest }: { tone: Tone; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Tag style={tone === 'default' ? undefined : TONES[tone]} {...rest}>
      {children}
    </Tag>
  );
}
