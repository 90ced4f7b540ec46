import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingCard as Card } from '@haiwai/contracts/listings';
import { imageUrl } from '../../lib/image-url';
import { useApp } from '../../stores/app-store';
import { useHomePriceText } from '../exchange';
import { VipBadge } from '../vip';
import { TrustTiers } from '../common/trust-tiers';
import { cardChips, useMoney, usePriceText, useRelativeTime } from './display';
import { KINDS, VARIANTS, isListingKind, paths, pick, type ListingScope } from './registry';

interface Props {
  item: Card;
  /** The screen's scope: a car-rental list opens car-rental details and hides the fixed `deal`. */
  scope?: ListingScope;
  /** Force a layout (cross-kind lists use rows). */
  layout?: 'row' | 'grid';
  /** Show the kind's name (lists mixing kinds). */
  showKind?: boolean;
  /** Extra content under the card body (manage actions, status). */
  footer?: ReactNode;
  /** Badge over the cover (status on the manage page). */
  badge?: ReactNode;
}

/** One listing in a list, drawn from the kind's declaration: cover in the kind's preset, price, card attributes. */
export function ListingCardView({ item, scope, layout, showKind, footer, badge }: Props) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const kind = isListingKind(item.kind) ? item.kind : 'housing';
  const entry = KINDS[kind];
  const own = scope && scope.kind === kind ? scope : { kind };
  const fixed = own.variant ? VARIANTS[own.variant].fixed : {};
  const priceText = usePriceText(entry.def);
  const homePrice = useHomePriceText(entry.def)(item);
  const money = useMoney();
  const ago = useRelativeTime();
  const chips = cardChips(entry.def, item as Record<string, unknown>, lang, fixed, (n) => money(n, entry.def, item));
  const mode = layout ?? entry.layout;
  const cover = imageUrl(item.cover, { preset: mode === 'grid' ? 'secondHand' : entry.preset });
  const round = entry.preset === 'avatar';
  const meta = [item.district_name, ago(item.published_at)].filter(Boolean).join(' · ');

  return (
    <div className={`lcard lcard--${mode}`} data-testid={`listing-card-${item.id}`}>
      <Link to={paths.detail(own, item.id)} className="lcard__link">
        <div className={`lcard__cover${round ? ' lcard__cover--round' : ''}${entry.preset === 'hotMerchant' && mode === 'row' ? ' lcard__cover--wide' : ''}`}>
          {cover ? <img src={cover} alt="" loading="lazy" /> : <span className="lcard__noimg">{pick(entry.def.label, lang).slice(0, 2)}</span>}
          {item.is_top && <span className="lcard__top">{t('listing.top')}</span>}
          {badge}
        </div>
        <div className="lcard__body">
          <div className="lcard__title" data-testid="listing-card-title">
            {showKind && <span className="lcard__kind">{pick(entry.def.label, lang)}</span>}
            <span lang={item.text_lang}>{item.title}</span>
          </div>
          {chips.length > 0 && (
            <div className="lcard__chips">
              {chips.map((c) => (
                <span key={c} className="lcard__chip">
                  {c}
                </span>
              ))}
            </div>
          )}
          {entry.def.price && (
            <div className="lcard__price">
              <span data-testid="listing-card-price">{priceText(item)}</span>
              {homePrice ? <span className="lcard__approx" data-testid="listing-card-approx">{homePrice}</span> : homePrice === '' && <span className="lcard__approx" aria-hidden>{'\u00a0'}</span>}
            </div>
          )}
          <div className="lcard__meta">
            {item.user.is_vip && <VipBadge className="lcard__vip" />}
            <TrustTiers tiers={item.user.tiers} explain={false} className="lcard__tiers" testId="listing-card-tiers" />
            {meta}
          </div>
        </div>
      </Link>
      {footer}
    </div>
  );
}
