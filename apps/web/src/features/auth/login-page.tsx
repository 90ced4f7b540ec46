import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabStrip } from '../common/tab-strip';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { SignedIn } from './signed-in';
import { PasswordLoginForm } from './password-login-form';
import { RegisterForm } from './register-form';
import { SmsLoginForm } from './sms-login-form';
import './auth.css';

const TABS = ['password', 'sms', 'register'] as const;
type Tab = (typeof TABS)[number];

/**
 * /pages/login/login — the tab lives in the URL so coming back from the area-code page keeps it. Someone
 * already logged in sees who they are, a way on and a way out instead of the forms.
 */
export function LoginPage() {
  const loggedIn = useSession((s) => Boolean(s.token && s.userInfo));
  return loggedIn ? <SignedIn /> : <LoginForms />;
}

/** The bar's title follows the page: "Sign up" on the registration tab (the route's title is "Log in"). */
function useBarTitle(title: string) {
  useEffect(() => {
    useApp.getState().setMeta({ title });
    return () => useApp.getState().setMeta({ title: '' });
  }, [title]);
}

function LoginForms() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'password';
  const select = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };
  const labels: Record<Tab, string> = {
    password: t('auth.tabPassword'),
    sms: t('auth.tabSms'),
    register: t('auth.tabRegister'),
  };
  useBarTitle(current === 'register' ? t('auth.tabRegister') : '');
  return (
    <div className="auth-page">
      <div className="auth-page__hero">
        <img src="/icons/icon-192.png" alt="" width={56} height={56} />
        <h1>{current === 'register' ? t('auth.tabRegister') : t('auth.welcome')}</h1>
        <p>{current === 'register' ? t('auth.registerText') : t('auth.welcomeText')}</p>
      </div>
      <div className="auth-page__card">
        <TabStrip activeKey={current} onChange={select} items={TABS.map((key) => ({ key, title: <span data-testid={`login-tab-${key}`}>{labels[key]}</span> }))} />
        {current === 'password' && <PasswordLoginForm />}
        {current === 'sms' && <SmsLoginForm />}
        {current === 'register' && <RegisterForm />}
      </div>
    </div>
  );
}
