import { useTranslation } from 'react-i18next';

/** A hotel's average rating (out of 5) and how many reviews it rests on, or that it has none yet. */
export function Rating({ rating, count, large = false }: { rating: number | null; count: number; large?: boolean }) {
  const { t } = useTranslation();
  if (rating === null || count === 0)
    return (
      <div className={large ? 'hrating hrating--large' : 'hrating'} data-testid="hotel-rating">
        <span className="hrating__none">{t('hotels.rating.none')}</span>
      </div>
    );
  return (
    <div className={large ? 'hrating hrating--large' : 'hrating'} data-testid="hotel-rating">
      <span className="hrating__score">{t('hotels.rating.score', { score: rating.toFixed(1) })}</span>
      <span className="hrating__count">{t('hotels.rating.count', { count })}</span>
    </div>
  );
}
