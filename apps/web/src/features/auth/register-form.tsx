import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { AuthForm } from './auth-form';
import { useApp } from '../../stores/app-store';
import { MobileCodeFields } from './mobile-code-fields';
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
  const rules = authRules(t);

  const register = (v: Values) => {
    const nickname = v.nickname?.trim();
    return call('accountRegister', {
      body: { area_code: areaCode, mobile: v.mobile, code: v.code, password: v.password, ...(nickname ? { nickname } : {}) },
    });
  };

  return (
    <AuthForm form={form} request={register} label={t('auth.register')} testId="register-submit" successMessage="auth.registerSuccess">
      <MobileCodeFields form={form} purpose="register" testIds={{ areaCode: 'register-area-code', mobile: 'register-mobile', send: 'register-send', code: 'register-code' }} />
      <Form.Item name="password" label={t('auth.password')} rules={rules.newPassword}>
        <FieldInput type="password" placeholder={t('auth.passwordNewPlaceholder')} autoComplete="new-password" testId="register-password" />
      </Form.Item>
      <Form.Item name="nickname" label={t('auth.nickname')} rules={rules.nickname}>
        <FieldInput placeholder={t('auth.nicknamePlaceholder')} maxLength={32} testId="register-nickname" />
      </Form.Item>
    </AuthForm>
  );
}
