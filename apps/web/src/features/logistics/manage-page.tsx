import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { TabStrip } from '../common/tab-strip';
import { LineCard, ShipmentCard } from './bits';
import { LineForm } from './line-form';
import { logisticsPaths } from './paths';
import { useDeleteLine, useMyLines, useShipments, useShipmentsLive, type LogisticsLine, type ShipmentSide } from './queries';
import './logistics.css';

const TABS = ['sent', 'carried', 'lines'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/pagesA/logistics/manage`: my shipments as a sender (`?tab=sent`, the default), the shipments my companies carry
 * (`?tab=carried`), and my companies' lines with their review state (`?tab=lines`, publish and edit).
 */
export function LogisticsManagePage() {
  return (
    <RequireLogin>
      <Manage />
    </RequireLogin>
  );
}

function Manage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'sent';
  return (
    <div className="lg" data-testid="logistics-manage">
      <TabStrip<Tab>
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        className="lg-tabs"
        items={TABS.map((key) => ({ key, title: <span data-testid={`logistics-tab-${key}`}>{t(`logistics.manage.${key}`)}</span> }))}
      />
      {tab === 'lines' ? <MyLines /> : <Shipments side={tab === 'sent' ? 'sender' : 'company'} />}
    </div>
  );
}

function Shipments({ side }: { side: ShipmentSide }) {
  const { t } = useTranslation();
  const list = useShipments(side);
  useShipmentsLive();
  return (
    <PagedList
      query={list}
      className="lg-list"
      testId={`shipments-${side}`}
      total={list.data?.pages[0]?.total}
      renderItem={(s) => <ShipmentCard s={s} />}
      empty={{ title: t(`logistics.manage.empty.${side}`), text: t(`logistics.manage.emptyText.${side}`), testId: `shipments-${side}-empty` }}
      noMore={t('logistics.list.noMore')}
    />
  );
}

function MyLines() {
  const { t } = useTranslation();
  const list = useMyLines();
  const remove = useDeleteLine();
  const [editing, setEditing] = useState<LogisticsLine | null | undefined>(undefined);
  return (
    <>
      <Button block color="primary" fill="outline" shape="rounded" onClick={() => setEditing(null)} data-testid="line-new">
        {t('logistics.manage.newLine')}
      </Button>
      <PagedList
        query={list}
        className="lg-list"
        testId="my-lines"
        renderItem={(l) => (
          <div className="lg-mine">
            <LineCard line={l} to={logisticsPaths.detailOf(l.id)} />
            {l.review_reason && <p className="lg-error">{t('logistics.manage.reviewReason', { reason: l.review_reason })}</p>}
            <div className="lg-mine__actions">
              <Button size="mini" fill="none" onClick={() => setEditing(l)} data-testid={`line-edit-${l.id}`}>
                {t('logistics.manage.edit')}
              </Button>
              {l.status !== 'offline' && (
                <Button size="mini" fill="none" color="danger" onClick={() => remove.mutate(l.id)} data-testid={`line-off-${l.id}`}>
                  {t('logistics.manage.takeDown')}
                </Button>
              )}
            </div>
          </div>
        )}
        empty={{ title: t('logistics.manage.empty.lines'), text: t('logistics.manage.emptyText.lines'), testId: 'my-lines-empty' }}
        noMore={t('logistics.list.noMore')}
      />
      {editing !== undefined && <LineForm line={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
