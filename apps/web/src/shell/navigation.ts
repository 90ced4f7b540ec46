import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from './paths';

/** Back to the previous page, or home when the app was opened directly on this page (spec section 2). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}

/** Login URL that brings the user back to `from` afterwards. */
export function loginUrl(from?: string): string {
  return from ? `${PATHS.login}?redirect=${encodeURIComponent(from)}` : PATHS.login;
}

/** Only same-app paths are accepted as redirect targets (no open redirect to other sites). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/pages/login/')) return fallback;
  return target;
}
