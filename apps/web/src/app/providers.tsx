import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useApp } from '../stores/app-store';
import { queryClient } from './query-client';

const LOCALES = { zh: zhCN, en: enUS, vi: viVN };

export function Providers({ children }: { children: ReactNode }) {
  const lang = useApp((s) => s.lang);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={LOCALES[lang]}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
