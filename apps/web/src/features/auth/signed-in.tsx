import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { PATHS } from '../../shell/paths';
import { safeRedirect } from '../../shell/navigation';
import { logout } from '../../shell/session';
import { confirmDialog } from '../../lib/feedback';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { Avatar } from '../common/avatar';
import { useMeProfile } from '../../shell/me-profile';

/** The login page for someone already logged in: who they are, where to go on (back or Me), and log out. */
export function SignedIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSession((s) => s.userInfo);
  // A stale session ends here too: the profile call's 401 clears it and the forms come back.
  useMeProfile();
  useEffect(() => {
    useApp.getState().setMeta({ title: t('auth.signedInTitle') });
    return () => useApp.getState().setMeta({ title: '' });
  }, [t]);
  if (!user) return null;
  const redirect = safeRedirect(params.get('redirect'), '');
  const confirmLogout = async () => {
    if (await confirmDialog({ content: t('auth.logoutConfirm'), confirmText: t('auth.logout'), cancelText: t('auth.stay') })) await logout();
  };
  return (
    <div className="auth-page" data-testid="login-signed-in">
      <div className="auth-page__hero auth-signed">
        <Avatar src={user.avatar} size={64} />
        <h1 data-testid="login-signed-in-name">{t('auth.signedInAs', { name: user.nickname })}</h1>
        <p>{t('auth.signedInText')}</p>
      </div>
      <div className="auth-signed__actions">
        {redirect && (
          <Button block color="primary" size="large" shape="rounded" onClick={() => navigate(redirect, { replace: true })} data-testid="login-signed-in-back">
            {t('auth.continue')}
          </Button>
        )}
        <Button block color="primary" fill={redirect ? 'outline' : 'solid'} size="large" shape="rounded" onClick={() => navigate(PATHS.my, { replace: true })} data-testid="login-signed-in-me">
          {t('auth.goToMe')}
        </Button>
        <Button block fill="none" color="danger" size="large" onClick={() => void confirmLogout()} data-testid="login-signed-in-logout">
          {t('auth.logout')}
        </Button>
      </div>
    </div>
  );
}
