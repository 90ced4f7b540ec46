import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { AuthForm } from './auth-form';
import { useApp } from '../../stores/app-store';
import { MobileCodeFields } from './mobile-code-fields';

interface Values {
  mobile: string;
  code: string;
}

export function SmsLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const areaCode = useApp((s) => s.areaCode);
  const login = (v: Values) => call('login', { body: { area_code: areaCode, mobile: v.mobile, code: v.code } });

  return (
    <AuthForm form={form} request={login} label={t('auth.login')} testId="sms-submit">
      <MobileCodeFields form={form} purpose="login" testIds={{ areaCode: 'sms-area-code', mobile: 'sms-mobile', send: 'sms-send', code: 'sms-code' }} />
    </AuthForm>
  );
}
