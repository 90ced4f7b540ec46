import { AGREEMENT_STATES, type AgreementState } from '@haiwai/contracts/agreements/constants';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { TabStrip } from '../common/tab-strip';
import { StatusTag } from './bits';
import { agreementPaths } from './paths';
import { useAgreements, type AgreementItem } from './queries';
import './agreements.css';

type Tab = AgreementState | 'all';
const TABS: readonly Tab[] = ['all', ...AGREEMENT_STATES];

/** `/pagesA/sign/list`: my contracts (either side), by state (`?status=`). */
export function AgreementListPage() {
  return (
    <RequireLogin>
      <Contracts />
    </RequireLogin>
  );
}

function Contracts() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'all';
  const list = useAgreements(tab);
  return (
    <div className="agr" data-testid="agr-list">
      <TabStrip<Tab> activeKey={tab} onChange={(key) => setSearch({ status: key }, { replace: true })} items={TABS.map((k) => ({ key: k, title: t(`agreements.status.${k}`), testId: `agr-tab-${k}` }))} />
      <PagedList
        query={list}
        className="agr-rows"
        testId="agr-contracts"
        renderItem={(x) => <Row x={x} />}
        empty={{ title: t('agreements.list.empty'), text: t('agreements.list.emptyText'), testId: 'agr-list-empty' }}
        noMore={t('agreements.list.noMore')}
      />
    </div>
  );
}

function Row({ x }: { x: AgreementItem }) {
  const { t } = useTranslation();
  return (
    <Link className="agr-row" to={agreementPaths.detailOf(x.id)} data-testid={`agr-row-${x.id}`}>
      <span className="agr-row__head">
        <span className="agr-row__title" lang="zh">
          {x.title.zh}
        </span>
        <StatusTag status={x.status} />
      </span>
      <span className="agr-row__meta">
        {t(x.my_role === 'creator' ? 'agreements.list.mineCreator' : 'agreements.list.mineCounterparty')} · {x.other_party ? t('agreements.list.with', { name: x.other_party }) : t('agreements.list.noParty')}
      </span>
    </Link>
  );
}
