import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app-layout';
import { PageFrame } from './page-frame';
import { notFoundRoute, routeTable } from './route-table';

/** Every route comes from the table; `key` remounts the frame so each page gets a fresh error boundary. */
export const router = createBrowserRouter(
  [
    {
      element: <AppLayout />,
      children: [...routeTable, notFoundRoute].map((def) => ({
        path: def.path,
        element: <PageFrame key={def.path} def={def} />,
      })),
    },
  ],
  { basename: '/' },
);
