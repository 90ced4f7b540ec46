import List from 'antd-mobile/es/components/list';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { VIP } from '@haiwai/contracts/vip/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApp } from '../../stores/app-store';
import { useVipInfo } from './queries';
import { VipBadge } from './vip-bits';
import { formatDate } from '../../lib/time';

/** Me's VIP line: the expiry while VIP ("until 5 Jan 2027"), else "become VIP"; opens the VIP screen. */
export function VipMeEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const info = useVipInfo();
  const active = Boolean(info.data?.active);
  const extra = active ? (
    <span className="vip-me__until" data-testid="me-vip-until">
      <VipBadge /> {t('vip.meUntil', { date: formatDate(info.data!.until, lang) })}
    </span>
  ) : (
    <span className="vip-me__cta">{t('vip.become')}</span>
  );
  return (
    <List>
      <List.Item prefix={<span className="me-icon"><StarOutline /></span>} extra={extra} onClick={() => navigate(VIP.path)} data-testid="me-vip">
        {t('vip.me')}
      </List.Item>
    </List>
  );
}
