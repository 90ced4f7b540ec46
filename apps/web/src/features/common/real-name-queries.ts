import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { meKeys } from '../../shell/me-keys';

export function useUserVerify() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: meKeys.verify(), enabled: Boolean(token), queryFn: () => call('userVerifyGet', { silent: true }) });
}
