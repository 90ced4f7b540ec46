import type { ComponentType } from 'react';
import { ConfigProvider, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { CarouselTab } from './carousel-tab';
import { EntriesTab } from './entries-tab';
import { FaqTab } from './faq-tab';
import { PagesTab } from './pages-tab';
import { SensitiveTab } from './sensitive-tab';
import { WordsTab } from './words-tab';
import { READABLE } from './kit';
import './content.css';

const TABS: Array<{ key: string; Tab: ComponentType }> = [
  { key: 'carousel', Tab: CarouselTab },
  { key: 'entries', Tab: EntriesTab },
  { key: 'pages', Tab: PagesTab },
  { key: 'words', Tab: WordsTab },
  { key: 'faq', Tab: FaqTab },
  { key: 'sensitive', Tab: SensitiveTab },
];

/** /admin/content/<tab>: what the member app shows that operators write, one tab per kind. */
export function ContentPage() {
  const { t } = useConsoleT();
  const navigate = useNavigate();
  const rest = useParams()['*'] ?? '';
  const active = TABS.some((x) => x.key === rest) ? rest : 'carousel';
  return (
    <ConfigProvider theme={READABLE}>
      <PageHeading title={t('content.title')} />
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(`/admin/content/${key}`)}
        destroyOnHidden
        items={TABS.map(({ key, Tab }) => ({ key, label: t(`content.tabs.${key}`), children: <Tab /> }))}
      />
    </ConfigProvider>
  );
}
