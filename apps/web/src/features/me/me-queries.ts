import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session-store';

/** Key factory for the signed-in user's own resources (cleared on logout and 401). */
export const meKeys = {
  all: ['me'] as const,
  profile: () => [...meKeys.all, 'profile'] as const,
  verify: () => [...meKeys.all, 'verify'] as const,
};

/** Fresh profile when a page opens; the stored copy renders meanwhile. */
export function useMeProfile() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: meKeys.profile(),
    enabled: Boolean(token),
    queryFn: async () => {
      const user = await call('getUser', { silent: true });
      useSession.getState().setUserInfo(user);
      return user;
    },
  });
}
