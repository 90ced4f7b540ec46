import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS } from '../../shell/paths';
import { safeRedirect } from '../../shell/navigation';
import type { LoginResult } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { useSession } from '../../stores/session-store';

/** Stores token, refresh token, user info and chat token, then returns to `redirect` or Me. */
export function useLoginSuccess(): (result: LoginResult, messageKey?: 'auth.loginSuccess' | 'auth.registerSuccess') => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return (result, messageKey = 'auth.loginSuccess') => {
    useSession.getState().setLogin(result);
    void queryClient.invalidateQueries();
    showToast({ icon: 'success', content: t(messageKey) });
    navigate(safeRedirect(params.get('redirect'), PATHS.my), { replace: true });
  };
}
