import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../lib/time';

/** "3 minutes ago" in the current language, for any list's or thread's time stamps (the shell's `time` words). */
export function useRelativeTime() {
  const { t } = useTranslation();
  return useCallback((ts: number) => {
    const r = relativeTime(ts);
    return t(`time.${r.unit}`, { count: r.count });
  }, [t]);
}
