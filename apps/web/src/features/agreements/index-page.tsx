import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '../common/paged-list';
import { FillForm } from './fill-form';
import { agreementPaths } from './paths';
import { useTemplates, type AgreementTemplate } from './queries';
import { useDefaultSide } from './bits';
import './agreements.css';

/** `/pagesA/sign/index`: the site's templates to start from; `?template=` fills one in, `?id=` changes my draft. */
export function AgreementIndexPage() {
  const [search] = useSearchParams();
  const templateId = Number(search.get('template')) || 0;
  const draftId = Number(search.get('id')) || 0;
  if (templateId || draftId) return <FillForm templateId={templateId} draftId={draftId} />;
  return <Templates />;
}

function Templates() {
  const { t } = useTranslation();
  const list = useTemplates(false);
  return (
    <div className="agr" data-testid="agr-index">
      <p className="agr-intro">{t('agreements.index.intro')}</p>
      <nav className="agr-links">
        <Link to={agreementPaths.list} data-testid="agr-go-list">
          {t('agreements.index.mine')}
        </Link>
        <Link to={agreementPaths.manage} data-testid="agr-go-manage">
          {t('agreements.index.manage')}
        </Link>
      </nav>
      <h2 className="agr-h">{t('agreements.index.templates')}</h2>
      <PagedList
        query={list}
        className="agr-cards"
        testId="agr-templates"
        renderItem={(x) => <TemplateCard x={x} />}
        empty={{ title: t('agreements.index.empty'), testId: 'agr-templates-empty' }}
        noMore=""
      />
    </div>
  );
}

export function TemplateCard({ x, to }: { x: AgreementTemplate; to?: string }) {
  const { t } = useTranslation();
  const side = useDefaultSide();
  return (
    <Link className="agr-card" to={to ?? agreementPaths.fillOf(x.id)} data-testid={`agr-template-${x.kind}`}>
      <span className="agr-card__kind">{t(`agreements.kind.${x.kind}`)}</span>
      <span className="agr-card__title" lang="zh">
        {x.title.zh}
      </span>
      <span className="agr-card__side" lang={side}>
        {x.title[side] || x.title.en || x.title.vi}
      </span>
      <span className="agr-card__meta">{t('agreements.index.fields', { count: x.fields.length })}</span>
    </Link>
  );
}
