import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmDialog, showToast } from '../../lib/feedback';
import { imageUrl } from '../../lib/image-url';
import { EmptyBlock } from '../common/empty-block';
import { OnceOpened } from '../common/once-opened';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { PublishButton, useListingInfo } from '../listings';
import { useMinor } from './money';
import { useRooms, useRoomWrites, type Room } from './queries';
import { useFacilityNames, useRoomFacts } from './room-row';
import '../listings/listings.css';
import '../listings/list-controls.css';
import './hotels.css';

/** The room type form loads when first opened (its sheet, uploader and chips). */
const RoomForm = lazy(() => import('./room-form').then((m) => ({ default: m.RoomForm })));

/**
 * /pagesA/hotel/house-list?hotel_id= — my hotel's room types: nightly and weekend price, inventory, photos,
 * facilities; add, edit, take offline or put online, delete.
 */
function RoomList() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const hotelId = Number(search.get('hotel_id')) || 0;
  const hotel = useListingInfo('hotel', hotelId);
  const rooms = useRooms(hotelId, null);
  const [editing, setEditing] = useState<Room | 'new' | null>(null);
  if (!hotelId) return <EmptyBlock title={t('hotels.rooms.hotelMissing')} testId="rooms-no-hotel" />;
  return (
    <div className="hrooms-page" data-testid="room-list-page">
      {hotel.data && <div className="llist__user">{hotel.data.title}</div>}
      <QueryState isPending={rooms.isPending} error={rooms.error} onRetry={() => void rooms.refetch()}>
        {rooms.data && rooms.data.list.length === 0 ? (
          <EmptyBlock title={t('hotels.rooms.empty')} text={t('hotels.rooms.emptyHint')} action={{ label: t('hotels.rooms.add'), onClick: () => setEditing('new') }} testId="rooms-empty" />
        ) : (
          <div className="hrooms hrooms--manage" data-testid="room-list">
            {rooms.data?.list.map((r) => (
              <ManagedRoom key={r.id} room={r} siteAreaId={hotel.data?.site_area_id ?? null} onEdit={() => setEditing(r)} />
            ))}
          </div>
        )}
      </QueryState>
      <PublishButton label={t('hotels.rooms.add')} onClick={() => setEditing('new')} testId="room-add" />
      <OnceOpened open={editing !== null}>
        <RoomForm hotelId={hotelId} room={editing === 'new' ? null : editing} visible={editing !== null} onClose={() => setEditing(null)} />
      </OnceOpened>
    </div>
  );
}

function ManagedRoom({ room, siteAreaId, onEdit }: { room: Room; siteAreaId: number | null; onEdit(): void }) {
  const { t } = useTranslation();
  const minor = useMinor();
  const facts = useRoomFacts();
  const facilities = useFacilityNames()(room.facilities);
  const { update, remove } = useRoomWrites();
  const online = room.status === 'online';
  const toggle = async () => {
    await update.mutateAsync({ id: room.id, body: { status: online ? 'offline' : 'online' } }).catch(() => undefined);
  };
  const del = async () => {
    if (!(await confirmDialog({ content: t('hotels.rooms.deleteAsk', { name: room.name }), confirmText: t('hotels.rooms.delete'), cancelText: t('hotels.order.keep') }))) return;
    try {
      await remove.mutateAsync(room.id);
      showToast({ icon: 'success', content: t('hotels.rooms.deleted') });
    } catch {
      // the http client showed the server's message (open orders)
    }
  };
  const busy = update.isPending || remove.isPending;
  return (
    <article className="hroom hroom--manage" data-testid={`managed-room-${room.id}`}>
      <div className="hroom__main">
        <div className="hroom__cover">{room.cover ? <img src={imageUrl(room.cover, { preset: 'searchList' }, siteAreaId)} alt="" /> : <span aria-hidden />}</div>
        <div className="hroom__body">
          <div className="hroom__name">
            {room.name}
            <span className={online ? 'lbadge lbadge--online' : 'lbadge lbadge--offline'} data-testid="room-status">
              {online ? t('hotels.rooms.online') : t('hotels.rooms.offline')}
            </span>
          </div>
          <div className="hroom__facts">{facts(room)}</div>
          <div className="hroom__facts">
            {t('hotels.room.perNight', { price: minor(room.price, room.currency) })}
            {room.weekend_price !== null && ` · ${t('hotels.room.weekend', { price: minor(room.weekend_price, room.currency) })}`}
            {` · ${t('hotels.rooms.inventory', { count: room.inventory })}`}
          </div>
          {facilities.length > 0 && <div className="hroom__facts muted">{facilities.join(' · ')}</div>}
        </div>
      </div>
      <div className="card-actions">
        <button type="button" className="pill-button" disabled={busy} onClick={() => void del()} data-testid="room-delete">
          {t('hotels.rooms.delete')}
        </button>
        <button type="button" className="pill-button" disabled={busy} onClick={() => void toggle()} data-testid="room-toggle">
          {online ? t('hotels.rooms.takeOffline') : t('hotels.rooms.putOnline')}
        </button>
        <button type="button" className="pill-button pill-button--primary" disabled={busy} onClick={onEdit} data-testid="room-edit">
          {t('hotels.rooms.edit')}
        </button>
      </div>
    </article>
  );
}

export const RoomListPage = loginOnly(RoomList);
