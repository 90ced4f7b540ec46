import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { customerPaths } from './paths';
import type { FaqSummary } from './queries';

/** One question in a list: its title and how many found the answer helpful; opens the answer. */
export function QuestionRow({ q, replace = false }: { q: FaqSummary; replace?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={customerPaths.detail(q.id)} replace={replace} className="faq-q" data-testid="faq-question">
      <span className="faq-q__title">{q.title}</span>
      {q.helpful_count > 0 && <span className="faq-q__meta">{t('customer.list.helpful', { count: q.helpful_count })}</span>}
      <RightOutline className="faq-q__arrow" />
    </Link>
  );
}
