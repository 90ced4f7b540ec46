import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import type { AdState } from '@haiwai/contracts/ads/constants';

const COLORS: Record<AdState, string> = { unpaid: 'warning', pending_review: 'primary', approved: 'success', rejected: 'danger', closed: 'default', refunded: 'default' };

/** An ad's review state as a coloured tag. */
export function AdStateTag({ state }: { state: AdState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} fill="outline" data-testid="ad-state" data-state={state}>
      {t(`ads.state.${state}`)}
    </Tag>
  );
}

/** Days as a short list: consecutive runs joined ("12-01 – 12-03, 12-07"). */
export function dayRuns(days: readonly string[]): string {
  const runs: string[][] = [];
  for (const d of days) {
    const run = runs[runs.length - 1];
    const prev = run?.[run.length - 1];
    if (run && prev && new Date(`${d}T00:00:00Z`).getTime() - new Date(`${prev}T00:00:00Z`).getTime() === 86_400_000) run.push(d);
    else runs.push([d]);
  }
  return runs.map((r) => (r.length > 1 ? `${r[0]!.slice(5)} – ${r[r.length - 1]!.slice(5)}` : r[0]!.slice(5))).join(', ');
}
