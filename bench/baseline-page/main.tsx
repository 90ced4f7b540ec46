// The baseline of bench/screens-lighthouse.ts: React 19 rendering one line of text (no router, no i18n, no styles).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>海外一站式服务</p>);
