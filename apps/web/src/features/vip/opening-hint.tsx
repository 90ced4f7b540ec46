import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { OPEN_TARGET_KIND, OPEN_TARGETS } from '@haiwai/contracts/vip/constants';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../stores/app-store';
import { useOpenPrices } from './queries';
import { priceText } from './vip-bits';

/** On a new company or shop registration: what opening costs in this area, when it charges (nothing otherwise). */
export function OpeningFeeHint({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const target = OPEN_TARGETS.find((x) => OPEN_TARGET_KIND[x] === kind);
  const prices = useOpenPrices();
  const price = target ? prices.data?.find((p) => p.target === target) : undefined;
  if (!price) return null;
  return <NoticeBar color="info" wrap content={t('common.openingFee', { amount: priceText(price, lang) })} data-testid="opening-fee-hint" />;
}

/** Whether a saved registration waits for its opening fee (saved offline and pending: docs/vip.md). */
export const awaitsOpeningFee = (kind: string, saved: { status: string; review_status: string }) =>
  OPEN_TARGETS.some((x) => OPEN_TARGET_KIND[x] === kind) && saved.status === 'offline' && saved.review_status === 'pending';
