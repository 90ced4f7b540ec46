import Button from 'antd-mobile/es/components/button';
import { TabStrip } from '../common/tab-strip';
import Tag from 'antd-mobile/es/components/tag';
import type { RechargeState } from '@haiwai/contracts/recharge/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { PagedList } from '../common/paged-list';
import { formatMinorAmount } from '../../lib/money';
// The payment engine's pay helper (docs/payments.md §10); the payments feature has no index.ts to export it from yet.
 
import { usePay } from '../payments';
import { faceValueText, phoneText } from './money';
import { useMyTopUps, usePayTopUpAgain, type RechargeOrder } from './queries';
import { rechargePaths } from './paths';
import './recharge.css';
import { formatDateTime } from '../../lib/time';

const TABS: Array<RechargeState | ''> = ['', 'topping_up', 'done', 'refunded'];
const COLORS: Record<RechargeState, string> = { unpaid: 'warning', topping_up: 'primary', done: 'success', refunded: 'default', closed: 'default' };


/** One top-up: the number and operator, the face value, what was paid, its state and, refunded, why. */
function TopUpRow({ o }: { o: RechargeOrder }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const pay = usePay();
  const again = usePayTopUpAgain();
  return (
    <article className="recharge-row" data-testid="recharge-row" data-state={o.state} data-phone={o.phone}>
      <div className="recharge-row__head">
        <span className="recharge-row__phone">{phoneText(o.phone)}</span>
        <Tag color={COLORS[o.state]} fill="outline" data-testid="recharge-state">
          {t(`recharge.state.${o.state}`)}
        </Tag>
      </div>
      <div className="recharge-row__facts">
        <span>
          {o.operator_name} · {t('recharge.list.faceValue')} {faceValueText(o.face_value, o.face_currency, lang)}
        </span>
        <span>
          {t('recharge.list.paid')} <strong>{formatMinorAmount(o.amount, o.currency, lang)}</strong>
        </span>
      </div>
      {o.failure && <p className="recharge-row__failure" data-testid="recharge-failure">{o.failure}</p>}
      <div className="recharge-row__foot muted">
        <span>{formatDateTime(o.created_at, lang)}</span>
        <span>{o.order_no}</span>
      </div>
      {o.can_pay && (
        <div className="recharge-row__actions">
          <Button size="mini" color="primary" loading={again.isPending} onClick={async () => pay(await again.mutateAsync(o.id))} data-testid="recharge-row-pay">
            {t('recharge.list.pay')}
          </Button>
        </div>
      )}
    </article>
  );
}

/** /pagesA/recharge/phone/list — my top-ups, newest first, by state; asked again while one is topping up. */
function RechargeList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<RechargeState | ''>('');
  const list = useMyTopUps(state);
  return (
    <div className="recharge recharge--list" data-testid="recharge-list">
      <TabStrip
        activeKey={state || 'all'}
        onChange={(k) => setState(k === 'all' ? '' : k)}
        items={TABS.map((s) => ({ key: s || ('all' as const), title: s ? t(`recharge.state.${s}`) : t('recharge.list.all') }))}
      />
      <PagedList
        query={list}
        className="recharge-rows"
        testId="recharge-rows"
        renderItem={(o) => <TopUpRow o={o} />}
        empty={{ title: t('recharge.list.empty'), text: t('recharge.list.emptyHint'), testId: 'recharge-empty', action: { label: t('recharge.list.toHome'), onClick: () => navigate(rechargePaths.home) } }}
        noMore={t('recharge.list.noMore')}
        loadMoreFailed={t('recharge.list.loadMoreFailed')}
      />
    </div>
  );
}

export const RechargeListPage = loginOnly(RechargeList);
