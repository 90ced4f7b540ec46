import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session-store';

import { meKeys } from '../../shell/me-keys';

/** Key factory for the signed-in user's own resources (cleared on logout and 401): the session's (shell/me-keys.ts). */
export { meKeys };

export { useMeProfile } from '../../shell/me-profile';

/** How many listings I have of each kind, by state (Me's "my listings"); fresh whenever Me opens. */
export function useMyListingCounts() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: meKeys.listingCounts(),
    enabled: Boolean(token),
    staleTime: 0,
    queryFn: ({ signal }) => call('myListingCounts', { silent: true, noLoading: true, signal }),
  });
}
