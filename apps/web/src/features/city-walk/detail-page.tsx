import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import FileWrongOutline from 'antd-mobile-icons/es/FileWrongOutline';
import { confirmDialog, showToast } from '../../lib/feedback';
import { ApiError, call } from '../../lib/http';
import { imageUrl } from '../../lib/image-url';
import { useGoBack } from '../../shell/navigation';
import { StatusView } from '../../shell/status-view';
import { CommentThread, useCommentComposer } from '../common/comments';
import { MapView } from '../common/map';
import { QueryState } from '../common/query-state';
import { SnapStrip } from '../common/snap-strip';
import { useLoginFirst } from '../common/use-login-first';
import { memberWalkComments, officialWalkComments } from './comments';
import { CITY_WALK_ADD, CITY_WALK_LIST } from './paths';
import { useLikeWalk, useWalk, type WalkDetail } from './queries';
import { distanceText, durationText } from './walk-card';
import '../articles/articles.css';
import './city-walk.css';

const OPEN_LOCATION = '/pagesA/system/open-location';

/** /pagesA/cityWalk/detail?id=&official=1 — a route: stops in order on the map, photos, text, distance and time, likes, comments with replies. */
export function WalkDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const official = search.get('official') === '1';
  const walk = useWalk(id, official);
  if (!id || (walk.error instanceof ApiError && (walk.error.code === 404 || walk.error.code === 403))) return <NotFound />;
  return (
    <QueryState isPending={walk.isPending} error={walk.error} onRetry={() => void walk.refetch()}>
      {walk.data && <WalkScreen walk={walk.data} />}
    </QueryState>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <StatusView
      testId="walk-missing"
      icon={<FileWrongOutline />}
      title={t('cityWalk.detail.notFound')}
      text={t('cityWalk.detail.notFoundHint')}
      actions={[{ label: t('cityWalk.detail.back'), onClick: goBack, primary: true }]}
    />
  );
}

function WalkScreen({ walk }: { walk: WalkDetail }) {
  const { t } = useTranslation();
  const comments = walk.official ? officialWalkComments : memberWalkComments;
  const composer = useCommentComposer(comments, walk.id);
  const online = walk.status === 'online';
  return (
    <div className="cwalk-detail" data-testid="walk-detail">
      <Photos walk={walk} />
      <header className="cwalk-detail__head">
        <h1 className="cwalk-detail__title" data-testid="walk-title">
          {walk.title}
        </h1>
        <p className="cwalk-detail__by">
          {walk.official ? t('cityWalk.official') : walk.user?.nickname}
          {walk.category_name && ` · ${walk.category_name}`}
        </p>
        {walk.stops.length > 0 && (
          <dl className="cwalk-detail__facts" data-testid="walk-facts">
            <div>
              <dt>{t('cityWalk.detail.stops')}</dt>
              <dd>{walk.stops.length}</dd>
            </div>
            <div>
              <dt>{t('cityWalk.detail.distance')}</dt>
              <dd data-testid="walk-distance">{distanceText(t, walk.distance_m)}</dd>
            </div>
            <div>
              <dt>{t('cityWalk.detail.duration')}</dt>
              <dd data-testid="walk-duration">{durationText(t, walk.duration_min)}</dd>
            </div>
          </dl>
        )}
      </header>
      {!online && <ReviewState walk={walk} />}
      {walk.is_mine && <OwnerActions walk={walk} />}
      {walk.stops.length > 0 && <Route walk={walk} />}
      {walk.content && <p className="cwalk-detail__content">{walk.content}</p>}
      {online && (
        <>
          <LikeBar walk={walk} onComment={() => composer.open(null)} />
          <section className="cwalk-detail__comments" data-testid="walk-comments">
            <h2 className="cwalk__section-title">{t('cityWalk.comment.title', { count: walk.comment_count })}</h2>
            <CommentThread of={comments} targetId={walk.id} onReply={composer.open} />
          </section>
        </>
      )}
      {composer.view}
    </div>
  );
}

function Photos({ walk }: { walk: WalkDetail }) {
  const { t } = useTranslation();
  if (!walk.images.length) return null;
  return (
    <SnapStrip className="cwalk-detail__photos" testId="walk-photos">
      {walk.images.map((src, i) => (
        // Each photo opens whole in a tab of its own (and gives the strip something to focus from the keyboard).
        <a key={src + i} href={imageUrl(src)} target="_blank" rel="noopener" className="cwalk-detail__photo">
          <img src={imageUrl(src, { preset: 'detailBanner' })} alt={t('cityWalk.detail.photo', { index: i + 1, title: walk.title })} />
        </a>
      ))}
    </SnapStrip>
  );
}

function ReviewState({ walk }: { walk: WalkDetail }) {
  const { t } = useTranslation();
  return (
    <p className={`cwalk-detail__review cwalk-detail__review--${walk.status}`} role="status" data-testid="walk-review-state">
      {walk.status === 'failed' ? t('cityWalk.detail.refused', { reason: walk.review_reason ?? '' }) : t('cityWalk.detail.reviewing')}
    </p>
  );
}

/** The stops in order on the map (numbered, joined by the route's line) and as a list with their notes. */
function Route({ walk }: { walk: WalkDetail }) {
  const { t } = useTranslation();
  const markers = walk.stops.map((s, i) => ({ id: i + 1, lat: s.lat, lng: s.lng, title: s.name }));
  return (
    <section className="cwalk-detail__route" aria-labelledby="cwalk-route">
      <h2 className="cwalk__section-title" id="cwalk-route">
        {t('cityWalk.detail.route')}
      </h2>
      <MapView markers={markers} words="cityWalk.map" route={walk.kind === 'walk'} height={280} showList={false} />
      <ol className="cwalk-detail__stops" data-testid="walk-stops">
        {walk.stops.map((s, i) => (
          <li key={i} className="cwalk-detail__stop">
            <span className="cwalk-detail__num" aria-hidden="true">
              {i + 1}
            </span>
            <div className="cwalk-detail__stop-main">
              <Link to={`${OPEN_LOCATION}?${new URLSearchParams({ lat: String(s.lat), lng: String(s.lng), name: s.name })}`} className="cwalk-detail__stop-name" data-testid="walk-stop">
                {s.name}
              </Link>
              {s.note && <p className="cwalk-detail__stop-note">{s.note}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function LikeBar({ walk, onComment }: { walk: WalkDetail; onComment(): void }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const like = useLikeWalk(walk.official);
  return (
    <div className="cwalk-detail__actions">
      <button
        type="button"
        className={walk.is_liked ? 'cwalk-detail__like cwalk-detail__like--on' : 'cwalk-detail__like'}
        aria-pressed={walk.is_liked}
        disabled={like.isPending}
        onClick={() => loginFirst() && like.mutate({ id: walk.id, on: !walk.is_liked })}
        data-testid="walk-like"
      >
        {walk.is_liked ? '♥' : '♡'} {t('cityWalk.likes', { count: walk.like_count })}
      </button>
      <button type="button" className="cwalk-detail__write" onClick={onComment} data-testid="comment-write">
        {t('cityWalk.comment.placeholder')}
      </button>
    </div>
  );
}

/** My walk: change it (back to review where the area reviews) or delete it. */
function OwnerActions({ walk }: { walk: WalkDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = async () => {
    const ok = await confirmDialog({ content: t('cityWalk.detail.deleteConfirm'), confirmText: t('cityWalk.detail.delete'), cancelText: t('cityWalk.comment.cancel') });
    if (!ok) return;
    await call('travelDelete', { params: { id: walk.id } });
    showToast({ icon: 'success', content: t('cityWalk.detail.deleted') });
    navigate(`${CITY_WALK_LIST}?mine=1`, { replace: true });
  };
  return (
    <div className="cwalk-detail__owner">
      <Link to={`${CITY_WALK_ADD}?id=${walk.id}`} className="cwalk-detail__owner-btn" data-testid="walk-edit">
        {t('cityWalk.detail.edit')}
      </Link>
      <button type="button" className="cwalk-detail__owner-btn cwalk-detail__owner-btn--danger" onClick={() => void remove()} data-testid="walk-delete">
        {t('cityWalk.detail.delete')}
      </button>
    </div>
  );
}
