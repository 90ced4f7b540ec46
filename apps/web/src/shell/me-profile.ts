import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/http';
import { useSession } from '../stores/session-store';
import { meKeys } from './me-keys';

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
