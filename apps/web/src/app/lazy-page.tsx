import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { TIMING } from '../lib/contracts';
import { DelayedLoading } from './delayed-loading';
import { guardLoad } from './page-errors';
import { PageErrorBoundary } from './page-error-boundary';
import { screenNamespaces } from './feature-screens';
import { loadWords } from './feature-words';
import type { PageLoader } from './paths';

/** One lazy component per loader, so revisiting a page doesn't re-suspend; replaced on retry. */
const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyFor(load: PageLoader, fresh: boolean) {
  let Page = cache.get(load);
  if (!Page || fresh) {
    // A feature's screen brings its feature's words (and those it declares it shows): fetched alongside its chunk.
    const namespaces = screenNamespaces.get(load);
    const withWords: PageLoader = namespaces ? () => Promise.all([load(), loadWords(namespaces)]).then(([C]) => C) : load;
    Page = lazy(() => guardLoad(withWords, TIMING.asyncPageTimeoutMs).then((C) => ({ default: C })));
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
