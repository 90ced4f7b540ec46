import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type NavigateFunction, type NavigateOptions, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { PageFrame } from './page-frame';
import { notFoundRoute, routeTable } from './route-table';

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
];

export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      {useRoutes(routes)}
    </>
  );
}

let navigateFn: NavigateFunction | null = null;
let location = { pathname: '/', search: '' };

/** Lets code outside React (the http client's 401 handling, logout) navigate and read the current page. */
function NavigatorBridge() {
  const navigate = useNavigate();
  const loc = useLocation();
  useEffect(() => {
    navigateFn = navigate;
    location = { pathname: loc.pathname, search: loc.search };
  }, [navigate, loc.pathname, loc.search]);
  return null;
}

export function appNavigate(to: string, options?: NavigateOptions): void {
  if (navigateFn) void navigateFn(to, options);
  else window.location.assign(to);
}

export function currentLocation(): { pathname: string; search: string } {
  return location;
}
