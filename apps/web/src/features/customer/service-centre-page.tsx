import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import ExclamationShieldOutline from 'antd-mobile-icons/es/ExclamationShieldOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { QueryState } from '../common/query-state';
import { ContactChannels } from './contact-channels';
import { FaqSearch } from './faq-search';
import { customerPaths } from './paths';
import { useFaqCategories } from './queries';
import './customer.css';

const ICONS: Record<string, ReactNode> = { user: <UserOutline />, edit: <EditSOutline />, safety: <ExclamationShieldOutline />, pay: <BillOutline />, message: <MessageOutline /> };

/** /pagesA/customer/index — the service centre: search, FAQ topics and the area's contact channels. */
export function ServiceCentrePage() {
  const { t } = useTranslation();
  const cats = useFaqCategories();
  return (
    <div className="faq" data-testid="service-centre">
      <header className="faq-hero">
        <div className="faq-hero__title">{t('customer.centre.hello')}</div>
        <div className="faq-hero__sub">{t('customer.centre.sub')}</div>
        <FaqSearch />
      </header>
      <section className="faq-section">
        <h2 className="faq-section__title">
          {t('customer.centre.categories')}
          <Link className="faq-section__more" to="/pagesA/customer/index-old" data-testid="faq-old-link">
            {t('customer.centre.oldLayout')} <RightOutline />
          </Link>
        </h2>
        <QueryState isPending={cats.isPending} error={cats.error} onRetry={() => void cats.refetch()}>
          {(cats.data ?? []).length === 0 ? (
            <p className="muted faq-empty">{t('customer.centre.noCategories')}</p>
          ) : (
            <div className="faq-cats">
              {cats.data!.map((c) => (
                <Link key={c.id} to={customerPaths.questions({ category_id: c.id })} className="faq-cat" data-testid={`faq-cat-${c.key}`}>
                  <span className="faq-cat__icon" aria-hidden>{ICONS[c.icon] ?? <QuestionCircleOutline />}</span>
                  <span className="faq-cat__name">{c.name}</span>
                  <span className="faq-cat__count">{t('customer.centre.questionCount', { count: c.question_count })}</span>
                </Link>
              ))}
            </div>
          )}
        </QueryState>
      </section>
      <ContactChannels />
    </div>
  );
}
