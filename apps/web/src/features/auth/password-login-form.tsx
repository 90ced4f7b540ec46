import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { SubmitForm } from '../common/submit-form';
import { useLoginSuccess } from './use-login-success';
import { authRules } from './validators';
import { FieldInput } from '../common/field-input';

interface Values {
  account: string;
  password: string;
}

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const done = useLoginSuccess();
  const rules = authRules(t);

  const submit = async (v: Values) => {
    done(await call('login', { body: { account: v.account.trim(), password: v.password } }));
  };

  return (
    <SubmitForm
      form={form}
      onSubmit={submit}
      submitLabel={t('auth.login')}
      submitTestId="login-submit"
      large
    >
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
    </SubmitForm>
  );
}
