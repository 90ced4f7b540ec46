import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { showToast } from '../../lib/feedback';
import { call } from '../../lib/http';
import { Chips } from '../common/chips';
import { QueryState } from '../common/query-state';
import { listingKeys, useListingInfo } from '../listings';
import { useHotelTags } from './queries';
import { Popup } from '../common/lazy-parts';

/** At most this many tags on a hotel (the listing engine's limit). */
const MAX_TAGS = 10;

/**
 * The hotel's features (the area's tag catalogue: pool, free parking…), chosen by its owner; the list filters by them.
 * The listing engine's edit form has no tag field, so they are set here, through the hotel's partial update.
 */
export function TagsSheet({ hotelId, visible, onClose }: { hotelId: number; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const hotel = useListingInfo('hotel', hotelId, visible);
  const tags = useHotelTags();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const value = chosen ?? hotel.data?.tags ?? [];
  const save = async () => {
    setBusy(true);
    try {
      await call('hotelFieldUpdate', { params: { id: hotelId }, body: { tags: value } });
      void qc.invalidateQueries({ queryKey: listingKeys.kind('hotel') });
      showToast({ icon: 'success', content: t('hotels.manage.tagsSaved') });
      onClose();
    } catch {
      // the http client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="hsheet" destroyOnClose>
      <div data-testid="hotel-tags-sheet">
        <div className="hsheet__title" id="hotel-tags-title">
          {t('hotels.manage.tags')}
        </div>
        <p className="muted">{t('hotels.manage.tagsHint', { max: MAX_TAGS })}</p>
        <QueryState isPending={hotel.isPending || tags.isPending} error={hotel.error ?? tags.error} onRetry={() => void hotel.refetch()}>
          <Chips
            multiple
            aria-labelledby="hotel-tags-title"
            options={(tags.data ?? []).map((x) => ({ value: x.code, label: x.name }))}
            value={value}
            onChange={(v) => setChosen(v.slice(0, MAX_TAGS))}
            testId="hotel-tags-choice"
          />
        </QueryState>
        <Button block color="primary" shape="rounded" loading={busy} disabled={!hotel.data} onClick={() => void save()} data-testid="hotel-tags-save" className="hsheet__save">
          {t('hotels.rooms.save')}
        </Button>
      </div>
    </Popup>
  );
}
