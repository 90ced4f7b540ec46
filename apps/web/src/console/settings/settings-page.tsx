import type { ComponentType } from 'react';
import { ConfigProvider, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { READABLE } from '../content/kit';
import { AreaTab } from './area-tab';
import { GroupsTab } from './groups-tab';
import { PricesTab } from './prices-tab';
import '../content/content.css';

const TABS: Array<{ key: string; Tab: ComponentType }> = [
  { key: 'area', Tab: AreaTab },
  { key: 'groups', Tab: GroupsTab },
  { key: 'prices', Tab: PricesTab },
];

/** /admin/settings/<tab>: an area's currency, watermark and contact, its WeChat groups, its prices and fees. */
export function SettingsPage() {
  const { t } = useConsoleT();
  const navigate = useNavigate();
  const rest = useParams()['*'] ?? '';
  const active = TABS.some((x) => x.key === rest) ? rest : 'area';
  return (
    <ConfigProvider theme={READABLE}>
      <PageHeading title={t('settings.title')} />
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(`/admin/settings/${key}`)}
        destroyOnHidden
        items={TABS.map(({ key, Tab }) => ({ key, label: t(`settings.tabs.${key}`), children: <Tab /> }))}
      />
    </ConfigProvider>
  );
}
