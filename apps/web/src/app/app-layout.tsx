import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ChatBoot } from '../features/chat';
import { TopLoadingBar } from './top-loading-bar';

/** A new page starts at its top; going back restores where the browser left it. */
function ScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, search, type]);
  return null;
}

/** The 500 px column, centred on a grey background on wide screens. */
export function AppLayout() {
  return (
    <div className="app-shell">
      <div className="app-frame">
        <ScrollToTopOnNavigate />
        <TopLoadingBar />
        <ChatBoot />
        <Outlet />
      </div>
    </div>
  );
}
