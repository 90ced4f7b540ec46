import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/contracts';
import { formatMinorAmount } from '../../lib/money';
import './vip.css';

export const priceText = (p: { amount: number; currency: string }, lang: Lang) => formatMinorAmount(p.amount, p.currency, lang);

/** The small "VIP" badge beside a VIP member's name on cards and in chats (its word is in the app's common words). */
export function VipBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className ? `vip-badge ${className}` : 'vip-badge'} data-testid="vip-badge">
      {t('common.vipBadge')}
    </span>
  );
}
