import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session-store';

export type PushSettings = ApiData<'webPushSettings'>;

export const webPushKeys = {
  key: ['webPush', 'key'] as const,
  settings: (user: number) => ['webPush', 'settings', user] as const,
};

/** Whether the server offers Web Push, and its VAPID public key. */
export function useServerKey() {
  return useQuery({ queryKey: webPushKeys.key, staleTime: 60 * 60_000, queryFn: () => call('webPushKey', { silent: true, noLoading: true }) });
}

export function usePushSettings() {
  const user = useSession((s) => s.userInfo?.id ?? 0);
  return useQuery({ queryKey: webPushKeys.settings(user), enabled: user > 0, queryFn: () => call('webPushSettings', { silent: true, noLoading: true }) });
}

export function useSavePushSettings() {
  const qc = useQueryClient();
  const user = useSession((s) => s.userInfo?.id ?? 0);
  return useMutation({
    mutationFn: (body: ApiBody<'webPushSaveSettings'>) => call('webPushSaveSettings', { body }),
    onSuccess: (data) => qc.setQueryData(webPushKeys.settings(user), data),
  });
}
