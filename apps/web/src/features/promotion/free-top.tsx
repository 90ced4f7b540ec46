import Button from 'antd-mobile/es/components/button';
import Stepper from 'antd-mobile/es/components/stepper';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/http';
import { useVipInfo, vipKeys } from '../vip';
import { promotionKeys, type TopListing } from './queries';
import { showToast } from '../../lib/feedback';

/**
 * VIP members' free top days of this month (docs/vip.md, docs/promotion.md): spent on the chosen listing
 * without paying. Shown only to a VIP member with days left.
 */
export function FreeTopDays({ listing }: { listing: TopListing | null }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const info = useVipInfo();
  const left = info.data?.free_top_days_left ?? 0;
  const [days, setDays] = useState(1);
  const place = useMutation({
    mutationFn: (v: { listing: TopListing; days: number }) => call('dataTopConfigFree', { body: { listing_kind: v.listing.kind, listing_id: v.listing.id, days: v.days } }),
    onSuccess: async (r) => {
      showToast({ icon: 'success', content: t('promotion.free.done', { count: r.free_days_left }) });
      setDays(1);
      await Promise.all([qc.invalidateQueries({ queryKey: promotionKeys.all }), qc.invalidateQueries({ queryKey: vipKeys.all })]);
    },
  });
  if (left <= 0) return null;
  const shown = Math.min(days, left);
  return (
    <section className="promo-section promo-free" data-testid="top-free">
      <h3 className="promo-section__title">{t('promotion.free.title', { count: left })}</h3>
      <div className="promo-free__row">
        <Stepper min={1} max={left} value={shown} onChange={(v) => setDays(v)} aria-label={t('promotion.free.days')} data-testid="top-free-days" />
        <Button color="warning" fill="outline" disabled={!listing} loading={place.isPending} onClick={() => {
            if (listing) place.mutate({ listing, days: shown });
          }} data-testid="top-free-use">
          {t('promotion.free.use', { count: shown })}
        </Button>
      </div>
      {!listing && <p className="promo-hint">{t('promotion.free.pick')}</p>}
    </section>
  );
}
