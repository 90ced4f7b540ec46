import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { applyServerErrors } from '../common/form-errors';
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
    try {
      done(await call('login', { body: { area_code: areaCode, mobile: v.mobile, code: v.code } }));
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" data-testid="sms-submit">
          {t('auth.login')}
        </Button>
      }
    >
      <MobileCodeFields form={form} purpose="login" testIds={{ areaCode: 'sms-area-code', mobile: 'sms-mobile', send: 'sms-send', code: 'sms-code' }} />
    </Form>
  );
}
