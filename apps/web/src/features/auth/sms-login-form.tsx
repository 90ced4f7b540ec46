import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { SubmitForm } from '../common/submit-form';
import { useApp } from '../../stores/app-store';
import { MobileCodeFields } from './mobile-code-fields';
import { useLoginSuccess } from './use-login-success';

interface Values {
  mobile: string;
  code: string;
}

export function SmsLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const areaCode = useApp((s) => s.areaCode);
  const done = useLoginSuccess();

  const submit = async (v: Values) => {
    done(await call('login', { body: { area_code: areaCode, mobile: v.mobile, code: v.code } }));
  };

  return (
    <SubmitForm
      form={form}
      onSubmit={submit}
      submitLabel={t('auth.login')}
      submitTestId="sms-submit"
      large
    >
      <MobileCodeFields form={form} purpose="login" testIds={{ areaCode: 'sms-area-code', mobile: 'sms-mobile', send: 'sms-send', code: 'sms-code' }} />
    </SubmitForm>
  );
}
