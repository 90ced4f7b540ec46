import { Outlet } from 'react-router';
import { ChatBoot } from '../features/chat/chat-boot';
import { TopLoadingBar } from './top-loading-bar';

/** The 500 px column, centred on a grey background on wide screens. */
export function AppLayout() {
  return (
    <div className="app-shell">
      <div className="app-frame">
        <TopLoadingBar />
        <ChatBoot />
        <Outlet />
      </div>
    </div>
  );
}
