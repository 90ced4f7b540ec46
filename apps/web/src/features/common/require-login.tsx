import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../shell/icons';
import { loginUrl } from '../../shell/navigation';
import { StatusView } from '../../shell/status-view';
import { useSession } from '../../stores/session-store';
import { LOGIN_PROMPT_KEYS } from './login-prompt-words';

/** Shows its children to logged-in users and a login prompt (returning here afterwards) to others. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  if (token) return <>{children}</>;
  return (
    <StatusView
      testId="require-login"
      icon={<Icon name="UserOutline" />}
      title={t(LOGIN_PROMPT_KEYS.title)}
      text={t(LOGIN_PROMPT_KEYS.text)}
      actions={[
        {
          label: t(LOGIN_PROMPT_KEYS.action),
          primary: true,
          testId: 'require-login-button',
          onClick: () => navigate(loginUrl(location.pathname + location.search)),
        },
      ]}
    />
  );
}

/** A screen only logged-in users see (others get the login prompt): `export const MyPage = loginOnly(My)`. */
export function loginOnly<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function LoginOnly(props: P) {
    return (
      <RequireLogin>
        <Screen {...props} />
      </RequireLogin>
    );
  }
  LoginOnly.displayName = `LoginOnly(${Screen.displayName ?? Screen.name})`;
  return LoginOnly;
}

