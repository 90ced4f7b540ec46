import { Suspense, lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { NavigatorBridge } from '../shell/router-bridge';
import { AppLayout } from './app-layout';
import { PageFrame } from './page-frame';
import { notFoundRoute, routeTable } from './route-table';

/** The operators' console (docs/console.md): desktop, antd, its own chunk loaded only under /admin. */
const ConsoleApp = lazy(() => import('../console/app/console-app'));

/**
 * Every route comes from the table; `key` remounts the frame so each page gets a fresh error boundary.
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: we load data with TanStack
 * Query, and the data router would add ~20 KB gzip to the first load.
 */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...routeTable, notFoundRoute].map((def) => ({
      path: def.path,
      element: <PageFrame key={def.path} def={def} />,
    })),
  },
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={null}>
        <ConsoleApp />
      </Suspense>
    ),
  },
];

export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      {useRoutes(routes)}
    </>
  );
}
