import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import List from 'antd-mobile/es/components/list';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PhonebookOutline from 'antd-mobile-icons/es/PhonebookOutline';
import MailOutline from 'antd-mobile-icons/es/MailOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import { imageUrl } from '../../lib/image-url';
import { QueryState } from '../common/query-state';
import { customerPaths } from './paths';
import { useCustomerContact, useWechatGroups } from './queries';

/** Chat with the area's service account, its phone (tel: link), WeChat and e-mail, and its WeChat groups with their QR codes. */
export function ContactChannels() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contact = useCustomerContact();
  const groups = useWechatGroups();
  const c = contact.data;
  return (
    <section className="faq-section" data-testid="faq-contact">
      <h2 className="faq-section__title">{t('customer.centre.contact')}</h2>
      <QueryState isPending={contact.isPending} error={contact.error} onRetry={() => void contact.refetch()}>
        {c && (
          <List className="faq-contact">
            {c.service ? (
              <List.Item prefix={<MessageOutline className="faq-contact__icon" />} description={c.hours ? t('customer.centre.hours', { hours: c.hours }) : undefined} onClick={() => navigate(customerPaths.chatWith(c.service!.user_id))} data-testid="faq-chat">
                {t('customer.centre.chat')}
                <span className="faq-contact__name">{t('customer.centre.chatWith', { name: c.service.nickname })}</span>
              </List.Item>
            ) : (
              <List.Item prefix={<MessageOutline className="faq-contact__icon" />} data-testid="faq-no-service">
                <span className="muted">{t('customer.centre.noService')}</span>
              </List.Item>
            )}
            {c.phone && (
              <List.Item prefix={<PhonebookOutline className="faq-contact__icon" />} extra={<a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} data-testid="faq-phone">{c.phone}</a>}>
                {t('customer.centre.phone')}
              </List.Item>
            )}
            {c.wechat && <List.Item prefix={<TeamOutline className="faq-contact__icon" />} extra={c.wechat}>{t('customer.centre.wechat')}</List.Item>}
            {c.email && (
              <List.Item prefix={<MailOutline className="faq-contact__icon" />} extra={<a href={`mailto:${c.email}`}>{c.email}</a>}>
                {t('customer.centre.email')}
              </List.Item>
            )}
          </List>
        )}
      </QueryState>
      {(groups.data ?? []).length > 0 && (
        <div className="faq-groups" data-testid="faq-groups">
          <h3 className="faq-groups__title">{t('customer.centre.groups')}</h3>
          {groups.data!.map((g) => (
            <div key={g.id} className="faq-group">
              {g.qr_image && <img className="faq-group__qr" src={imageUrl(g.qr_image, { w: 160, h: 160 })} alt={g.name} />}
              <div className="faq-group__text">
                <div className="faq-group__name">{g.name}</div>
                <div className="faq-group__desc muted">{g.description}</div>
                {g.owner_wechat && <div className="faq-group__owner muted">{t('customer.centre.groupOwner', { id: g.owner_wechat })}</div>}
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
