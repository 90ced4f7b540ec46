import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginUrl } from '../../shell/navigation';
import { useSession } from '../../stores/session-store';

/** Actions of logged-in people (like, comment, collect, follow, report): true when logged in, else off to login and back here. */
export function useLoginFirst(): () => boolean {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (token) return true;
    navigate(loginUrl(location.pathname + location.search));
    return false;
  }, [token, navigate, location.pathname, location.search]);
}
