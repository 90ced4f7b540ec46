import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { CARD } from '@haiwai/contracts/cards/constants';
import { confirmDialog, showToast } from '../../lib/feedback';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { TabStrip } from '../common/tab-strip';
import { CardFace } from './card-face';
import { cardPaths } from './paths';
import { useCards, useDeleteCard, type Card, type CardList } from './queries';
import './cards.css';

/** `/pagesA/card/home`: my cards (new, edit, picture, delete) and the cards I saved, each a paged list. */
export function CardHomePage() {
  return (
    <RequireLogin>
      <Home />
    </RequireLogin>
  );
}

function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: CardList = search.get('tab') === 'saved' ? 'saved' : 'mine';
  const mine = useCards('mine');
  const saved = useCards('saved');
  const total = mine.data?.pages[0]?.total ?? 0;
  return (
    <div className="cards" data-testid="card-home">
      <TabStrip
        items={[
          { key: 'mine', title: t('cards.home.mine'), testId: 'card-tab-mine' },
          { key: 'saved', title: t('cards.home.saved'), testId: 'card-tab-saved' },
        ]}
        activeKey={tab}
        onChange={(k) => setSearch(k === 'saved' ? { tab: 'saved' } : {}, { replace: true })}
      />
      {tab === 'mine' ? (
        <>
          <div className="cards-head">
            <p className="cards-hint">{t('cards.home.limit', { max: CARD.perUser })}</p>
            <Button color="primary" size="small" disabled={total >= CARD.perUser} onClick={() => navigate(cardPaths.editOf())} data-testid="card-create">
              {t('cards.home.create')}
            </Button>
          </div>
          <PagedList
            query={mine}
            className="cards-list"
            testId="card-list-mine"
            total={total}
            renderItem={(c) => <MyCard card={c} />}
            empty={{ title: t('cards.home.emptyMine'), text: t('cards.home.emptyMineText'), testId: 'card-empty-mine', action: { label: t('cards.home.create'), onClick: () => navigate(cardPaths.editOf()) } }}
            noMore={t('cards.home.noMore')}
          />
        </>
      ) : (
        <>
          <PagedList
            query={saved}
            className="cards-list"
            testId="card-list-saved"
            renderItem={(c) => (
              <Link className="cards-item" to={cardPaths.detailOf(c.code)} data-testid={`card-saved-${c.code}`}>
                <CardFace card={c} compact />
              </Link>
            )}
            empty={{ title: t('cards.home.emptySaved'), text: t('cards.home.emptySavedText'), testId: 'card-empty-saved' }}
            noMore={t('cards.home.noMore')}
          />
        </>
      )}
    </div>
  );
}

function MyCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteCard();
  const onRemove = async () => {
    if (!(await confirmDialog({ content: t('cards.home.removeConfirm', { name: card.name }) }))) return;
    await remove.mutateAsync(card.id);
    showToast({ icon: 'success', content: t('cards.home.removed') });
  };
  return (
    <div data-testid={`card-mine-${card.code}`}>
      <Link className="cards-item" to={cardPaths.detailOf(card.code)}>
        <CardFace card={card} compact />
      </Link>
      <div className="cards-item__bar">
        <span>{t('cards.home.savedCount', { count: card.collect_count })}</span>
        <span className="cards-item__actions">
          <Button size="mini" fill="none" onClick={() => navigate(cardPaths.editOf(card.id))} data-testid={`card-edit-${card.code}`}>
            {t('cards.home.edit')}
          </Button>
          <Button size="mini" fill="none" onClick={() => navigate(cardPaths.downloadOf(card.code))} data-testid={`card-download-${card.code}`}>
            {t('cards.home.download')}
          </Button>
          <Button size="mini" fill="none" color="danger" onClick={() => void onRemove()} data-testid={`card-remove-${card.code}`}>
            {t('cards.home.remove')}
          </Button>
        </span>
      </div>
    </div>
  );
}
