import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyBlock } from '../common/empty-block';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { Bilingual } from './bits';
import { useAgreement, type Agreement } from './queries';

/** A screen of one contract (`?id=[&token=]`), for logged-in readers: loading, the server's refusal, or `render`. */
export function ContractScreen({ testId, render }: { testId: string; render(a: Agreement, token: string | null): ReactNode }) {
  return (
    <RequireLogin>
      <Loaded testId={testId} render={render} />
    </RequireLogin>
  );
}

function Loaded({ testId, render }: { testId: string; render(a: Agreement, token: string | null): ReactNode }) {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const token = search.get('token');
  const one = useAgreement(id, token);
  const { t } = useTranslation();
  return (
    <div className={`agr ${testId === 'agr-detail' ? 'agr--detail' : ''}`} data-testid={testId}>
      {id > 0 ? (
        <QueryState isPending={one.isPending} error={one.error} onRetry={() => void one.refetch()}>
          {one.data && render(one.data, token)}
        </QueryState>
      ) : (
        <EmptyBlock title={t('agreements.detail.notFound')} testId={`${testId}-missing`} />
      )}
    </div>
  );
}

/** The filled-in fields and the clauses, Chinese with the side language under each. */
export function ContractText({ a }: { a: Agreement }) {
  return (
    <>
      <dl className="agr-values">
        {a.fields.map((f) => (
          <div key={f.key}>
            <dt>
              <Bilingual zh={f.label.zh} side={f.label[a.side_lang]} lang={a.side_lang} />
            </dt>
            <dd>{f.value || '—'}</dd>
          </div>
        ))}
      </dl>
      <ol className="agr-clauses">
        {a.clauses.map((c, i) => (
          <li key={i}>
            <Bilingual zh={c.zh} side={c.side} lang={a.side_lang} />
          </li>
        ))}
      </ol>
    </>
  );
}
