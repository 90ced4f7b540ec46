import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { SubmitForm } from '../common/submit-form';
import { useApp } from '../../stores/app-store';
import { MobileCodeFields } from './mobile-code-fields';
import { useLoginSuccess } from './use-login-success';
import { authRules } from './validators';
import { FieldInput } from '../common/field-input';

interface Values {
  mobile: string;
  code: string;
  password: string;
  nickname?: string;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const areaCode = useApp((s) => s.areaCode);
  const done = useLoginSuccess();
  const rules = authRules(t);

  const submit = async (v: Values) => {
    const nickname = v.nickname?.trim();

    const result = await call('accountRegister', {
      body: { area_code: areaCode, mobile: v.mobile, code: v.code, password: v.password, ...(nickname ? { nickname } : {}) },
    });
    done(result, 'auth.registerSuccess');
  };

  return (
    <SubmitForm
      form={form}
      onSubmit={submit}
      submitLabel={t('auth.register')}
      submitTestId="register-submit"
      large
    >
      <MobileCodeFields form={form} purpose="register" testIds={{ areaCode: 'register-area-code', mobile: 'register-mobile', send: 'register-send', code: 'register-code' }} />
      <Form.Item name="password" label={t('auth.password')} rules={rules.newPassword}>
        <FieldInput type="password" placeholder={t('auth.passwordNewPlaceholder')} autoComplete="new-password" testId="register-password" />
      </Form.Item>
      <Form.Item name="nickname" label={t('auth.nickname')} rules={rules.nickname}>
        <FieldInput placeholder={t('auth.nicknamePlaceholder')} maxLength={32} testId="register-nickname" />
      </Form.Item>
    </SubmitForm>
  );
}
