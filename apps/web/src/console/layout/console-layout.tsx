import { useMemo, type ReactNode } from 'react';
import { Button, Dropdown, Layout, Menu, Select, Space } from 'antd';
import { ArrowLeftOutlined, GlobalOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { LANGS, type Lang } from '../../lib/contracts';
import { logout } from '../../shell/session';
import { switchLang } from '../../shell/lang';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { holds, useConsoleArea, useConsoleAreaStore, useConsoleMe } from '../app/access';
import { LANG_NAMES } from '../app/antd-locale';
import { useConsoleT } from '../i18n';
import { CONSOLE_GROUPS, type ConsolePage } from '../pages';
import './console-layout.css';

/** The pages the signed-in user may open in the console's area (or in any of their areas when all are shown). */
export function useVisiblePages(pages: readonly ConsolePage[]): ConsolePage[] {
  const { me } = useConsoleMe();
  const area = useConsoleArea();
  return useMemo(() => pages.filter((p) => holds(me, p.permission, area)), [pages, me, area]);
}

function SideMenu({ pages }: { pages: readonly ConsolePage[] }) {
  const { t } = useConsoleT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visible = useVisiblePages(pages).filter((p) => p.menu !== false);
  const items = CONSOLE_GROUPS.map((g) => ({ g, children: visible.filter((p) => p.group === g) }))
    .filter(({ children }) => children.length > 0)
    .map(({ g, children }) => ({ type: 'group' as const, key: g, label: t(`app.groups.${g}`), children: children.map((p) => ({ key: p.path, label: t(p.titleKey) })) }));
  const selected = visible.find((p) => pathname === `/admin/${p.path}` || pathname.startsWith(`/admin/${p.path}/`))?.path;
  return (
    <nav aria-label={t('app.menu')}>
      <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} onClick={({ key }) => navigate(`/admin/${key}`)} className="console-menu" />
    </nav>
  );
}

function AreaPicker() {
  const { t } = useConsoleT();
  const { me } = useConsoleMe();
  const area = useConsoleArea();
  const setArea = useConsoleAreaStore((s) => s.setArea);
  const options = [{ value: 0, label: t('app.allAreas') }, ...(me?.areas ?? []).map((a) => ({ value: a.id, label: a.name }))];
  return (
    <Select
      aria-label={t('app.area')}
      data-testid="console-area"
      value={area ?? 0}
      options={options}
      onChange={(v: number) => setArea(v)}
      style={{ minWidth: 180 }}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

function LangPicker() {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  return (
    <Select
      aria-label={t('app.language')}
      data-testid="console-lang"
      value={lang}
      prefix={<GlobalOutlined aria-hidden />}
      options={LANGS.map((l) => ({ value: l, label: LANG_NAMES[l] }))}
      onChange={(l: Lang) => void switchLang(l)}
      style={{ minWidth: 140 }}
    />
  );
}

function UserMenu() {
  const { t } = useConsoleT();
  const nickname = useSession((s) => s.userInfo?.nickname ?? '');
  return (
    <Dropdown menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('app.logout'), onClick: () => void logout() }] }} trigger={['click']}>
      <Button type="text" icon={<UserOutlined />} data-testid="console-user">
        {nickname}
      </Button>
    </Dropdown>
  );
}

/** The desktop frame: the menu on the left, the bar on top (area, language, user, back to the app), the page. */
export function ConsoleLayout({ pages, children }: { pages: readonly ConsolePage[]; children: ReactNode }) {
  const { t } = useConsoleT();
  const navigate = useNavigate();
  return (
    <Layout className="console-root">
      <Layout.Sider width={220} theme="light" className="console-sider">
        <a className="console-brand" href="/admin" onClick={(e) => (e.preventDefault(), navigate('/admin'))}>
          {t('app.name')}
        </a>
        <SideMenu pages={pages} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Space size="middle" wrap>
            <AreaPicker />
            <LangPicker />
          </Space>
          <Space size="middle">
            <Button icon={<ArrowLeftOutlined />} href="/pages/index/my" data-testid="console-back" onClick={(e) => (e.preventDefault(), navigate('/pages/index/my'))}>
              {t('app.backToApp')}
            </Button>
            <UserMenu />
          </Space>
        </Layout.Header>
        <Layout.Content className="console-content">
          <main>{children}</main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
