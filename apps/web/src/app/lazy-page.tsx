import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { TIMING } from '../lib/contracts';
import { DelayedLoading } from './delayed-loading';
import { guardLoad } from '../shell/page-errors';
import { PageErrorBoundary } from './page-error-boundary';
import { screenNamespaces } from './feature-screens';
import { loadWords } from '../shell/words';
import type { PageLoader } from '../shell/paths';

/** One lazy component per loader, so revisiting a page doesn't re-suspend; replaced on retry. */
const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
/** Screen chunks asked for before the first render (startPageLoad), taken over by the page's lazy component. */
const started = new Map<PageLoader, Promise<ComponentType>>();

/** A feature's screen brings its feature's words (and those it declares it shows): fetched alongside its chunk. */
function withWords(load: PageLoader, chunk?: Promise<ComponentType>): PageLoader {
  const code = chunk ? () => chunk : load;
  const namespaces = screenNamespaces.get(load);
  return namespaces ? () => Promise.all([code(), loadWords(namespaces)]).then(([C]) => C) : code;
}

/**
 * Starts fetching a screen's code now, e.g. the screen of the address the app was opened on while the entry is still
 * preparing: its chunk no longer waits for the first render to be asked for. (Its words wait for i18n, as before.)
 */
export function startPageLoad(load: PageLoader): void {
  if (cache.has(load) || started.has(load)) return;
  const chunk = load();
  chunk.catch(() => started.delete(load)); // a failed early load is simply tried again by the page
  started.set(load, chunk);
}

function lazyFor(load: PageLoader, fresh: boolean) {
  let Page = cache.get(load);
  if (!Page || fresh) {
    const early = fresh ? undefined : started.get(load);
    started.delete(load);
    const run = withWords(load, early);
    Page = lazy(() => guardLoad(run, TIMING.asyncPageTimeoutMs).then((C) => ({ default: C })));
    cache.set(load, Page);
  }
  return Page;
}

/** Loads a page module: loading view after 200 ms, error screen on timeout (60 s), chunk failure or crash. */
export function LazyPage({ load }: { load: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  // The page frame is keyed by route, so `load` is fixed for this component's life.
  const [Page, setPage] = useState(() => lazyFor(load, false));
  const retry = () => {
    setPage(() => lazyFor(load, true));
    setAttempt((a) => a + 1);
  };
  return (
    <PageErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<DelayedLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
