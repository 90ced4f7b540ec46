import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { AuthForm } from './auth-form';
import { authRules } from './validators';
import { FieldInput } from '../common/field-input';

interface Values {
  account: string;
  password: string;
}

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = authRules(t);
  const login = (v: Values) => call('login', { body: { account: v.account.trim(), password: v.password } });

  return (
    <AuthForm form={form} request={login} label={t('auth.login')} testId="login-submit">
      <Form.Item name="account" label={t('auth.account')} rules={rules.account}>
        <FieldInput placeholder={t('auth.accountPlaceholder')} autoComplete="username" clearable testId="login-account" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={rules.password}>
        <FieldInput
          type="password"
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          testId="login-password"
        />
      </Form.Item>
    </AuthForm>
  );
}
