import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../lib/contracts';
import { QueryState } from '../common/query-state';
import { flattenQuestions, useFaqCategories, useFaqQuestions } from './queries';
import { QuestionRow } from './question-row';
import './customer.css';

type Category = ApiData<'customerCategories'>[number];

/** /pagesA/customer/index-old — the plain layout old links open: every category with its questions, in one list. */
export function FaqIndexOldPage() {
  const { t } = useTranslation();
  const cats = useFaqCategories();
  return (
    <div className="faq faq--old" data-testid="faq-index-old">
      <QueryState isPending={cats.isPending} error={cats.error} onRetry={() => void cats.refetch()}>
        {(cats.data ?? []).length === 0 ? <p className="muted faq-empty">{t('customer.centre.noCategories')}</p> : cats.data!.map((c) => <CategoryBlock key={c.id} category={c} />)}
      </QueryState>
    </div>
  );
}

function CategoryBlock({ category }: { category: Category }) {
  const questions = useFaqQuestions(category.id, '', 50);
  const list = flattenQuestions(questions.data);
  return (
    <section className="faq-section" data-testid={`faq-old-${category.key}`}>
      <h2 className="faq-section__title">{category.name}</h2>
      <QueryState isPending={questions.isPending} error={questions.error} onRetry={() => void questions.refetch()}>
        <div className="faq-qlist">
          {list.map((q) => (
            <QuestionRow key={q.id} q={q} />
          ))}
        </div>
      </QueryState>
    </section>
  );
}
