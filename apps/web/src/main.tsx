import 'antd-mobile/es/global';
import './app/app.css';
import './app/antd-setup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startPageLoad } from './app/lazy-page';
import { Providers } from './app/providers';
import { routeTable } from './app/route-table';
import { AppRoutes } from './app/router';
import { prepare, warmUp } from './app/startup';
import { yieldToBrowser } from './lib/yield';

// The screen of the address the app opened on starts loading while the app prepares (words, terminal, http).
const opening = routeTable.find((def) => def.path === window.location.pathname);
if (opening) startPageLoad(opening.load);

// Not a top-level await: Rollup treats every module a top-level-awaiting entry loads as possibly still evaluating when a
// screen is imported, and keeps each one the entry shares with a screen in a file of its own (41 files instead of one).
async function start() {
  // Evaluating the modules, preparing (words, http) and the first render are tasks of their own (lib/yield).
  await yieldToBrowser();
  const params = await prepare();
  await yieldToBrowser();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices and yields between them, so a slow phone's main thread
  // is never blocked for the whole first render (the boot shell stays painted until it commits).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
  void warmUp(params);
}
void start();
