import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { showToast } from '../../lib/feedback';
import { EmptyBlock } from '../common/empty-block';
import { QueryState } from '../common/query-state';
import { useLoginFirst } from '../common/use-login-first';
import { CHAT_PATH } from '../listings/pages';
import { CardFace } from './card-face';
import { cardPaths } from './paths';
import { useCardByCode, useCollectCard, type Card } from './queries';
import './cards.css';

/** `/pagesA/card/detail?code=` (short link `/c/<code>`): a card's public page; save it, message its owner, call, copy, download. */
export function CardDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = (search.get('code') ?? '').toLowerCase();
  const card = useCardByCode(code);
  const missing = <EmptyBlock title={t('cards.detail.notFound')} text={t('cards.detail.notFoundText')} testId="card-missing" />;
  if (!code) return missing;
  const notFound = card.error && (card.error as { code?: number }).code === 404;
  if (notFound) return missing;
  return (
    <QueryState isPending={card.isPending} error={card.error} onRetry={() => void card.refetch()}>
      {card.data && <CardPage card={card.data} />}
    </QueryState>
  );
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CardPage({ card }: { card: Card }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const collect = useCollectCard();
  const copyThen = async (text: string, done: string) => showToast(((await copy(text)) ? done : t('cards.detail.copyFailed')) as string);
  const toggle = async () => {
    if (!loginFirst()) return;
    const r = await collect.mutateAsync({ code: card.code, collect: !card.collected });
    showToast({ icon: 'success', content: t(r.collected ? 'cards.detail.collectedToast' : 'cards.detail.uncollectedToast') });
  };
  return (
    <div className="cards cards--detail" data-testid="card-detail">
      <CardFace card={card} />
      {card.is_mine && <p className="cards-mine">{t('cards.detail.mine')}</p>}
      <div className="cards-actions">
        {card.is_mine ? (
          <Button color="primary" onClick={() => navigate(cardPaths.editOf(card.id))} data-testid="card-detail-edit">
            {t('cards.detail.edit')}
          </Button>
        ) : (
          <>
            <Button color="primary" fill={card.collected ? 'outline' : 'solid'} loading={collect.isPending} onClick={() => void toggle()} aria-pressed={card.collected} data-testid="card-collect">
              {t(card.collected ? 'cards.detail.collected' : 'cards.detail.collect')}
            </Button>
            <Button color="primary" fill="outline" onClick={() => {
                if (loginFirst()) void navigate(`${CHAT_PATH}?user_id=${card.owner.id}`);
              }} data-testid="card-chat">
              {t('cards.detail.chat')}
            </Button>
          </>
        )}
        {card.phone && (
          <a className="adm-button adm-button-default adm-button-shape-default" href={`tel:${card.phone.replace(/[^\d+]/g, '')}`} data-testid="card-call">
            {t('cards.detail.call')}
          </a>
        )}
        {card.email && (
          <a className="adm-button adm-button-default adm-button-shape-default" href={`mailto:${card.email}`} data-testid="card-email">
            {t('cards.detail.sendEmail')}
          </a>
        )}
        {card.wechat && (
          <Button onClick={() => void copyThen(card.wechat, t('cards.detail.wechatCopied'))} data-testid="card-copy-wechat">
            {t('cards.detail.copyWechat')}
          </Button>
        )}
        <Button onClick={() => void copyThen(card.link, t('cards.detail.linkCopied'))} data-testid="card-share">
          {t('cards.detail.share')}
        </Button>
        <Button onClick={() => navigate(cardPaths.downloadOf(card.code))} data-testid="card-detail-download">
          {t('cards.detail.download')}
        </Button>
      </div>
      {card.intro && (
        <section className="cards-section">
          <h2>{t('cards.detail.intro')}</h2>
          <p data-testid="card-intro-text">{card.intro}</p>
        </section>
      )}
    </div>
  );
}
