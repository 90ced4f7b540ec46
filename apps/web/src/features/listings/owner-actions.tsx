import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { topUpPath } from '@haiwai/contracts/promotion/constants';
import { confirmDialog, showToast } from '../../lib/feedback';
import { useApp } from '../../stores/app-store';
import { daysLeft } from './display';
import { useOwnerActions } from './queries';
import { KINDS, paths, pick, type ListingScope } from './registry';

type Can = ListingDetail['can'];
type Life = Pick<ListingDetail, 'id' | 'status' | 'review_status'> & { review_reason?: string | null; expires_at?: number | null; expired?: boolean };

/** Status and review state of one of my listings, with the rejection reason when there is one. */
export function StatusBadges({ scope, item }: { scope: ListingScope; item: Life }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const def = KINDS[scope.kind].def;
  const statusText = item.status === 'sold' && def.sold ? pick(def.sold, lang) : t(`listing.status.${item.status}`);
  const failed = item.review_status === 'failed';
  let expiry = '';
  if (item.expired) expiry = t('listing.owner.expired');
  else if (item.expires_at && (item.status === 'online' || item.status === 'on-sale')) {
    const d = daysLeft(item.expires_at);
    expiry = d < 0 ? t('listing.owner.expired') : d === 0 ? t('listing.owner.expiresToday') : t('listing.owner.expiresIn', { count: d });
  }
  return (
    <div className="lstatus" data-testid="listing-status">
      <div className="lstatus__row">
        <span className={`lbadge lbadge--${item.status}`} data-testid="listing-status-text">
          {statusText}
        </span>
        {(failed || (item.review_status === 'pending' && item.status !== 'reviewing')) && (
          <span className={`lbadge lbadge--review-${item.review_status}`} data-testid="listing-review-text">
            {t(`listing.review.${item.review_status}`)}
          </span>
        )}
        {expiry && <span className={`lstatus__expiry${item.expired ? ' lstatus__expiry--gone' : ''}`}>{expiry}</span>}
      </div>
      {failed && item.review_reason && (
        <div className="lstatus__reason" data-testid="listing-review-reason">
          {t('listing.review.reason', { reason: item.review_reason })}
        </div>
      )}
      {failed && <div className="muted">{t('listing.owner.failedHint')}</div>}
      {item.status === 'reviewing' && !failed && <div className="muted">{t('listing.owner.reviewingHint')}</div>}
    </div>
  );
}

/** The owner's buttons, exactly the ones the server's `can` allows; `top` (a live listing) adds "pin to top" (paid placement). */
export function OwnerActions({ scope, id, can, afterRemove, top }: { scope: ListingScope; id: number; can: Can; afterRemove?(): void; top?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const def = KINDS[scope.kind].def;
  const { update, remove } = useOwnerActions(scope.kind);
  const soldLabel = def.sold ? pick(def.sold, lang) : '';
  const busy = update.isPending || remove.isPending;

  const run = async (body: { status?: 'online' | 'on-sale' | 'offline' | 'sold'; renew?: true }, confirm?: string) => {
    if (confirm && !(await confirmDialog({ content: confirm, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return;
    try {
      await update.mutateAsync({ id, body });
      showToast({ icon: 'success', content: t('listing.owner.updated') });
    } catch {
      // The http client showed the server's message.
    }
  };
  const del = async () => {
    if (!(await confirmDialog({ content: t('listing.owner.removeConfirm'), confirmText: t('listing.owner.remove'), cancelText: t('common.cancel') }))) return;
    try {
      await remove.mutateAsync(id);
      showToast({ icon: 'success', content: t('listing.owner.removed') });
      afterRemove?.();
    } catch {
      // shown by the http client
    }
  };

  return (
    <div className="lactions" data-testid="owner-actions">
      {can.edit && (
        <Button size="mini" shape="rounded" onClick={() => navigate(paths.edit(scope, id))} data-testid="owner-edit">
          {t('listing.owner.edit')}
        </Button>
      )}
      {can.online && (
        <Button size="mini" shape="rounded" color="primary" fill="outline" disabled={busy} onClick={() => void run({ status: def.liveStatus })} data-testid="owner-online">
          {t('listing.owner.online')}
        </Button>
      )}
      {can.sold && def.sold && (
        <Button size="mini" shape="rounded" color="success" fill="outline" disabled={busy} onClick={() => void run({ status: 'sold' }, t('listing.owner.soldConfirm', { label: soldLabel }))} data-testid="owner-sold">
          {t('listing.owner.sold', { label: soldLabel })}
        </Button>
      )}
      {top && (
        <Button size="mini" shape="rounded" color="warning" onClick={() => navigate(topUpPath(scope.kind, id))} data-testid="owner-top">
          {t('listing.owner.top')}
        </Button>
      )}
      {can.renew && (
        <Button size="mini" shape="rounded" disabled={busy} onClick={() => void run({ renew: true })} data-testid="owner-renew">
          {t('listing.owner.renew')}
        </Button>
      )}
      {can.offline && (
        <Button size="mini" shape="rounded" color="warning" fill="outline" disabled={busy} onClick={() => void run({ status: 'offline' }, t('listing.owner.offlineConfirm'))} data-testid="owner-offline">
          {t('listing.owner.offline')}
        </Button>
      )}
      {can.remove && (
        <Button size="mini" shape="rounded" color="danger" fill="outline" disabled={busy} onClick={() => void del()} data-testid="owner-remove">
          {t('listing.owner.remove')}
        </Button>
      )}
    </div>
  );
}
