import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { App as AntApp, Button, ConfigProvider, Result, Spin } from 'antd';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { loginUrl } from '../../shell/navigation';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { useConsoleT } from '../i18n';
import { addConsoleWords } from '../i18n/registry';
import { ConsoleLayout, useVisiblePages } from '../layout/console-layout';
import { consolePages, type ConsolePage } from '../pages';
import { holds, useConsoleArea, useConsoleMe } from './access';
import { ANTD_LOCALES } from './antd-locale';

addConsoleWords();

const lazyPages = new Map<ConsolePage, LazyExoticComponent<ComponentType>>();
function lazyOf(page: ConsolePage) {
  let C = lazyPages.get(page);
  if (!C) lazyPages.set(page, (C = lazy(() => page.load().then((c) => ({ default: c })))));
  return C;
}

function Loading() {
  const { t } = useConsoleT();
  return (
    <div className="console-loading" role="status">
      <Spin />
      <span className="console-loading__text">{t('app.loading')}</span>
    </div>
  );
}

/** The page's title in the browser tab. */
function useTabTitle(title: string) {
  const { t } = useConsoleT();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
}

function PageGate({ page }: { page: ConsolePage }) {
  const { t } = useConsoleT();
  const { me } = useConsoleMe();
  const area = useConsoleArea();
  useTabTitle(t(page.titleKey));
  if (!holds(me, page.permission, area)) return <Result status="403" title={t(page.titleKey)} subTitle={t('app.pageRefused')} data-testid="console-page-refused" />;
  const Page = lazyOf(page);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/** /admin itself: the first page the user may open, or a plain welcome when there is none in this area. */
function Home() {
  const { t } = useConsoleT();
  const first = useVisiblePages(consolePages).find((p) => p.menu !== false);
  useTabTitle(t('app.home'));
  if (first) return <Navigate to={`/admin/${first.path}`} replace />;
  return <Result status="info" title={t('app.home')} subTitle={t('app.homeText')} />;
}

function NotFound() {
  const { t } = useConsoleT();
  useTabTitle(t('app.notFound'));
  return <Result status="404" title={t('app.notFound')} />;
}

/** Staff only: a visitor goes to the app's login (and comes back), a member is told the console is not for them. */
function Gate() {
  const { t } = useConsoleT();
  const token = useSession((s) => s.token);
  const location = useLocation();
  const { me, isLoading, error } = useConsoleMe();
  if (!token) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  if (isLoading) return <Loading />;
  if (error || !me) return <Result status="error" title={t('app.loadFailed')} extra={<Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>} />;
  if (!me.areas.length) {
    return (
      <Result
        status="403"
        title={t('app.noAccessTitle')}
        subTitle={t('app.noAccessText')}
        data-testid="console-no-access"
        extra={
          <Button type="primary" href="/pages/index/my">
            {t('app.backToApp')}
          </Button>
        }
      />
    );
  }
  return (
    <ConsoleLayout pages={consolePages}>
      <Routes>
        <Route index element={<Home />} />
        {consolePages.map((p) => (
          <Route key={p.path} path={`${p.path}/*`} element={<PageGate page={p} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ConsoleLayout>
  );
}

/** The operators' console (docs/console.md): antd in the app's language, under /admin only, loaded lazily. */
/**
 * antd's default secondary and description greys (45 % black) fall under WCAG AA's 4.5:1 on white at small sizes:
 * darkened for every console page (the accessibility test's console pass). Likewise the danger red (#ff4d4f is 3.2:1 as
 * the text of a small "delete" button): antd's red-7, 5.9:1; and links (a queue item's title on the highlighted
 * current row was 4.46:1): 6:1 there. Status tags: layout/status-tag.tsx.
 */
const THEME = {
  token: { colorPrimary: '#0064f1', borderRadius: 6, colorTextSecondary: 'rgba(0, 0, 0, 0.65)', colorTextDescription: 'rgba(0, 0, 0, 0.65)', colorTextTertiary: 'rgba(0, 0, 0, 0.62)', colorError: '#cf1322', colorLink: '#0052cc' },
  // A table's empty line ("no records") is drawn in the disabled grey (25 % black, 1.8:1): readable in tables only.
  components: { Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' } },
};

export default function ConsoleApp() {
  const lang = useApp((s) => s.lang);
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={THEME}>
      <AntApp>
        <Gate />
      </AntApp>
    </ConfigProvider>
  );
}
