import type { TrustTier } from '@haiwai/contracts/trust/constants';

/** 24×24 outlines, one per tier: a phone, an ID card, a building, a crown. */
const GLYPHS: Record<TrustTier, string> = {
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v14h8V4H8zm4 15.2a1 1 0 1 0 0 .1z',
  real_name: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v10h16V7H4zm3 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM5 16c.3-1.5 1.4-2 2-2s1.7.5 2 2H5zm7-6h6v1.5h-6V10zm0 3h5v1.5h-5V13z',
  business: 'M4 21V8l6-3v4l6-3v15h4v2H2v-2h2zm2 0h2v-2h2v2h4V9.2l-4 2V8.2l-4 2V21zm1-8h2v2H7v-2zm4 0h2v2h-2v-2z',
  vip: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7zm3.4 9h11.2l1-5.4-2.6 2.3L12 7.9l-4 5.9-2.6-2.3 1 5.4zM5 19.5h14V21H5v-1.5z',
};

export function TierIcon({ tier, label }: { tier: TrustTier; label: string }) {
  return (
    <svg className={`trust-tiers__icon trust-tiers__icon--${tier}`} viewBox="0 0 24 24" width="1em" height="1em" role="img" aria-label={label} data-testid={`trust-tier-${tier}`}>
      <title>{label}</title>
      <path d={GLYPHS[tier]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
