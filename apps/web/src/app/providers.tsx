import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { useApp } from '../stores/app-store';
import { useAntdLocale } from '../shell/antd-locale';
import { queryClient } from '../shell/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const lang = useApp((s) => s.lang);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={useAntdLocale(lang)}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
