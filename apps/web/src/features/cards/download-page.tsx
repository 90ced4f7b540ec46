import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApp } from '../../stores/app-store';
import { EmptyBlock } from '../common/empty-block';
import { QueryState } from '../common/query-state';
import { cardPaths } from './paths';
import { useCardByCode, type Card } from './queries';
import './cards.css';

/** `/pagesA/card/download?code=`: the card's picture rendered on the server (with its QR code), to download, and its vCard. */
export function CardDownloadPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = (search.get('code') ?? '').toLowerCase();
  const card = useCardByCode(code);
  const missing = <EmptyBlock title={t('cards.detail.notFound')} text={t('cards.detail.notFoundText')} testId="card-missing" />;
  if (!code || (card.error && (card.error as { code?: number }).code === 404)) return missing;
  return (
    <QueryState isPending={card.isPending} error={card.error} onRetry={() => void card.refetch()}>
      {card.data && <Files card={card.data} />}
    </QueryState>
  );
}

function Files({ card }: { card: Card }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  return (
    <div className="cards" data-testid="card-download">
      <img className="cards-png" src={cardPaths.png(card.code, card.version, lang)} alt={t('cards.download.alt', { name: card.name })} width={1080} height={648} data-testid="card-png" />
      <p className="cards-hint">{t('cards.download.hint')}</p>
      <div className="cards-files">
        <a className="cards-files__png" href={cardPaths.png(card.code, card.version, lang, true)} download data-testid="card-png-download">
          {t('cards.download.png')}
        </a>
        <a className="cards-files__vcard" href={cardPaths.vcard(card.code)} download data-testid="card-vcard-download">
          {t('cards.download.vcard')}
        </a>
        <Link to={cardPaths.detailOf(card.code)} className="cards-files__vcard" data-testid="card-open-page">
          {t('cards.download.open')}
        </Link>
      </div>
    </div>
  );
}
