import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrustTiers as Tiers } from '@haiwai/contracts/trust';
import { TRUST_TIERS, type TrustTier } from '@haiwai/contracts/trust/constants';
import { TierIcon } from './trust-tier-icon';
import { loadWords } from '../../shell/words';
import './trust-tiers.css';

/** The explanation sheet and its words (namespace `trust`, declared by the kit's feature.ts) load on the first tap. */
const TrustTiersSheet = lazy(() => Promise.all([import('./trust-tiers-sheet'), loadWords(['trust'])]).then(([m]) => m));

/** The tiers a person holds, in the order of TRUST_TIERS. */
export const heldTiers = (tiers: Tiers | null | undefined): TrustTier[] => (tiers ? TRUST_TIERS.filter((k) => tiers[k]) : []);

/**
 * A person's trust tiers (docs/trust.md), the same everywhere: small icons, each with its name for assistive
 * technology; nothing when the person holds none. A tap opens a sheet explaining every tier (which they hold, which
 * not) with a link to the safety page. `explain={false}` draws the icons only, for places that are themselves a link
 * (a listing card): a button inside a link would be two controls in one.
 */
export function TrustTiers({ tiers, explain = true, className, testId = 'trust-tiers' }: { tiers: Tiers | null | undefined; explain?: boolean; className?: string; testId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const held = heldTiers(tiers);
  if (held.length === 0) return null;
  const names = held.map((k) => t(`common.tiers.${k}`));
  const cls = className ? `trust-tiers ${className}` : 'trust-tiers';
  const icons = held.map((k, i) => <TierIcon key={k} tier={k} label={names[i]!} />);
  if (!explain) {
    return (
      <span className={cls} data-testid={testId}>
        {icons}
      </span>
    );
  }
  const onTap = (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <button type="button" className={`${cls} trust-tiers--button`} aria-label={t('common.tiers.label', { list: names.join(t('common.tiers.separator')) })} aria-haspopup="dialog" onClick={onTap} data-testid={testId}>
        {icons}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TrustTiersSheet tiers={tiers!} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
