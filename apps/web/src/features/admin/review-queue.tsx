import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from 'antd-mobile/es/components/badge';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { TabStrip } from '../common/tab-strip';
import { useApp } from '../../stores/app-store';
import { PullRefresh } from '../common/pull-refresh';
import { QueryState } from '../common/query-state';
import type { ListingCard } from '@haiwai/contracts/listings';
import { KINDS, pick, type ListingKind } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { useSiteAreas } from '../site';
import { usePendingCounts, useReviewQueue, type ReviewFilter } from './admin-queries';
import { ReviewRow } from './review-row';

const FILTERS: ReviewFilter[] = ['pending', 'failed', 'passed', 'deleted'];

/**
 * Kind tabs with waiting counts, status filter, and the queue of the chosen kind in the chosen area. `only` keeps
 * the listings it accepts (the translators' queue: guide profiles naming the translator role).
 */
export function ReviewQueue({ kinds, area, only }: { kinds: readonly ListingKind[]; area: number; only?: (item: ListingCard) => boolean }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const [kind, setKind] = useState<ListingKind>(kinds[0]!);
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const counts = usePendingCounts(kinds, area);
  const areas = useSiteAreas();
  const areaName = (id: number) => areas.data?.find((a) => a.id === id)?.name;
  const queue = useReviewQueue(kind, filter, area);
  const items = (queue.data?.pages.flatMap((p) => p.list) ?? []).filter((x) => !only || only(x));

  return (
    <div className="review-queue">
      {kinds.length > 1 && (
        <TabStrip
          activeKey={kind}
          onChange={setKind}
          className="review-queue__kinds"
          items={kinds.map((k, i) => ({
            key: k,
            title: (
              <Badge content={counts[i]?.data ? counts[i]!.data : null} style={{ '--right': '-10px', '--top': '2px' }}>
                <span data-testid={`review-kind-${k}`}>{pick(KINDS[k].def.label, lang)}</span>
              </Badge>
            ),
          }))}
        />
      )}
      <div className="review-queue__filters">
        {FILTERS.map((f) => (
          <button key={f} type="button" className={`review-chip${f === filter ? ' review-chip--on' : ''}`} onClick={() => setFilter(f)} data-testid={`review-filter-${f}`}>
            {t(`admin.filters.${f}`)}
          </button>
        ))}
      </div>
      <PullRefresh onRefresh={() => queue.refetch()}>
        <QueryState isPending={queue.isPending} error={queue.error} onRetry={() => void queue.refetch()}>
          {items.length === 0 ? (
            <EmptyBlock title={t('admin.empty')} testId="review-empty" />
          ) : (
            <div className="review-list">
              {items.map((item) => (
                <ReviewRow key={item.id} item={item} areaName={areaName(item.site_area_id)} />
              ))}
            </div>
          )}
          <InfiniteScroll loadMore={async () => void (await queue.fetchNextPage())} hasMore={Boolean(queue.hasNextPage)} />
        </QueryState>
      </PullRefresh>
    </div>
  );
}
