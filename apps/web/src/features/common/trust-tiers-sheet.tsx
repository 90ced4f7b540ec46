import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import type { TrustTiers as Tiers } from '@haiwai/contracts/trust';
import { TRUST_TIERS } from '@haiwai/contracts/trust/constants';
import { SAFETY_PAGE_PATH } from './safety-path';
import { TierIcon } from './trust-tier-icon';
import { Popup } from './lazy-parts';

/** What each tier means and whether this person holds it, with the way to the safety page (docs/trust.md). */
export default function TrustTiersSheet({ tiers, onClose }: { tiers: Tiers; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh', overflowY: 'auto' }}>
      <div className="trust-sheet" role="dialog" aria-labelledby="trust-sheet-title" data-testid="trust-sheet">
        <div className="trust-sheet__title" id="trust-sheet-title">
          {t('trust.title')}
        </div>
        <p className="trust-sheet__intro">{t('trust.intro')}</p>
        <ul className="trust-sheet__list">
          {TRUST_TIERS.map((k) => (
            <li key={k} className={tiers[k] ? 'trust-sheet__item' : 'trust-sheet__item trust-sheet__item--missing'} data-testid={`trust-sheet-${k}`}>
              <TierIcon tier={k} label={t(`common.tiers.${k}`)} />
              <div>
                <span className="trust-sheet__name">{t(`common.tiers.${k}`)}</span>
                <span className="trust-sheet__state">{tiers[k] ? t('trust.held') : t('trust.notHeld')}</span>
                <div className="trust-sheet__text">{t(`trust.explain.${k}`)}</div>
              </div>
            </li>
          ))}
        </ul>
        <div className="trust-sheet__actions">
          <Button onClick={onClose}>{t('common.ok')}</Button>
          <Button
            color="primary"
            fill="outline"
            data-testid="trust-sheet-safety"
            onClick={() => {
              onClose();
              navigate(SAFETY_PAGE_PATH);
            }}
          >
            {t('trust.safety')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
