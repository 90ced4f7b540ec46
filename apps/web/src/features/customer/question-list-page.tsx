import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../common/paged-list';
import { FaqSearch } from './faq-search';
import { positiveInt } from './paths';
import { useFaqCategories, useFaqQuestions } from './queries';
import { QuestionRow } from './question-row';
import '../listings/listings.css';
import './customer.css';

/** /pagesA/customer/question — questions of a category (`category_id`) and/or matching a keyword (`keyword`). */
export function QuestionListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = positiveInt(params.get('category_id'));
  const keyword = (params.get('keyword') ?? '').trim();
  const cats = useFaqCategories();
  const questions = useFaqQuestions(categoryId, keyword);
  const category = cats.data?.find((c) => c.id === categoryId);
  const heading = keyword ? t('customer.list.resultsFor', { keyword }) : (category?.name ?? t('customer.list.all'));
  return (
    <div className="faq" data-testid="faq-question-list">
      <div className="faq-list-head">
        <FaqSearch key={keyword} initial={keyword} replace />
        <h2 className="faq-list-head__title" data-testid="faq-list-title">{heading}</h2>
      </div>
      <PagedList
        query={questions}
        className="faq-qlist"
        testId="faq-questions"
        total={questions.data?.pages[0]?.total}
        renderItem={(q) => <QuestionRow q={q} />}
        empty={{ title: t('customer.list.empty'), text: t('customer.list.emptyHint'), testId: 'faq-empty' }}
        noMore={t('customer.list.noMore')}
        loadMoreFailed={t('customer.list.loadMoreFailed')}
      />
    </div>
  );
}
