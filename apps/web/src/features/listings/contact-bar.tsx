import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PhoneFill from 'antd-mobile-icons/es/PhoneFill';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { loginUrl } from '../../shell/navigation';
import { alertDialog, showToast } from '../../lib/feedback';
import { useSession } from '../../stores/session-store';
import { useCollect } from './queries';
import type { ListingScope } from './registry';

export const CHAT_PATH = '/pagesA/chat/chat/chat';

/** A visitor's bar under a listing: collect, chat with the publisher, call them (or learn why not). */
export function ContactBar({ scope, item, toLogin }: { scope: ListingScope; item: ListingDetail; toLogin: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => Boolean(s.token));
  const collect = useCollect(scope.kind, item.id);

  const onCollect = async () => {
    if (!loggedIn) return toLogin();
    try {
      const res = await collect.mutateAsync(!item.is_collect);
      showToast({ content: res.collected ? t('listing.detail.collectedToast') : t('listing.detail.uncollectedToast') });
    } catch {
      // rolled back; the http client showed why
    }
  };
  const onPhone = () => {
    if (item.contact_hidden === 'login' || (!loggedIn && !item.contact_phone)) return toLogin();
    if (item.contact_hidden === 'locked') {
      void alertDialog({ title: t('listing.detail.locked'), content: t('listing.detail.lockedHint'), confirmText: t('common.ok') });
      return;
    }
    if (item.contact_phone) window.location.href = `tel:${item.contact_phone.replace(/\s+/g, '')}`;
  };
  const chatUrl = `${CHAT_PATH}?user_id=${item.user.id}&kind=${scope.kind}&listing_id=${item.id}`;
  const onChat = () => (loggedIn ? navigate(chatUrl) : navigate(loginUrl(chatUrl)));
  const phoneLabel =
    item.contact_hidden === 'login'
      ? t('listing.detail.loginForPhone')
      : item.contact_hidden === 'locked'
        ? t('listing.detail.locked')
        : item.contact_phone
          ? item.contact_phone
          : t('listing.detail.noPhone');

  return (
    <div className="bottom-bar lbar" data-testid="contact-bar">
      <button type="button" className={item.is_collect ? 'lbar__icon lbar__icon--on' : 'lbar__icon'} onClick={() => void onCollect()} disabled={collect.isPending} data-testid="detail-collect" aria-pressed={item.is_collect}>
        {item.is_collect ? <StarFill /> : <StarOutline />}
        <span>{item.is_collect ? t('listing.detail.collected') : t('listing.detail.collect')}</span>
      </button>
      <button type="button" className="lbar__btn lbar__btn--chat" onClick={onChat} data-testid="detail-chat">
        <MessageOutline /> {t('listing.detail.chat')}
      </button>
      <button type="button" className="lbar__btn lbar__btn--phone" onClick={onPhone} disabled={item.contact_hidden === 'none' && !item.contact_phone} data-testid="detail-phone">
        <PhoneFill /> <span className="lbar__phone">{phoneLabel}</span>
      </button>
    </div>
  );
}
