import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../lib/image-url';
import type { Card } from './queries';

/**
 * A card as people see it on screen, in its theme's colours (the same four as the server's PNG): company and logo,
 * name and title, the contacts, and the photo (or the name's first letter). `compact` for list rows.
 */
export function CardFace({ card, compact = false }: { card: Card; compact?: boolean }) {
  const { t } = useTranslation();
  const contacts: Array<[string, string]> = [
    [t('cards.edit.phone'), card.phone],
    [t('cards.edit.wechat'), card.wechat],
    [t('cards.edit.email'), card.email],
    [t('cards.edit.address'), card.address],
  ];
  return (
    <div className={`cardf cardf--${card.theme}${compact ? ' cardf--compact' : ''}`} data-testid={`card-face-${card.code}`}>
      <div className="cardf__main">
        <div className="cardf__company">
          {card.logo && <img className="cardf__logo" src={imageUrl(card.logo, { w: 64, h: 64 })} alt="" width={28} height={28} />}
          <span>{card.company}</span>
        </div>
        <div className="cardf__name" data-testid="card-face-name">
          {card.name}
        </div>
        {card.title && <div className="cardf__title">{card.title}</div>}
        <div className="cardf__bar" aria-hidden="true" />
        {!compact && (
          <dl className="cardf__contacts">
            {contacts
              .filter(([, v]) => v)
              .map(([label, value]) => (
                <div key={label} className="cardf__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        )}
      </div>
      {card.avatar ? (
        <img className="cardf__photo" src={imageUrl(card.avatar, { w: 160, h: 160 })} alt="" width={compact ? 56 : 80} height={compact ? 56 : 80} />
      ) : (
        <span className="cardf__photo cardf__photo--initial" aria-hidden="true">
          {Array.from(card.name)[0]}
        </span>
      )}
    </div>
  );
}
