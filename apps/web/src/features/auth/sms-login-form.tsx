import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { applyServerErrors } from '../common/form-errors';
import { AreaCodeField } from './area-code-field';
import { SmsCodeButton } from './sms-code-button';
import { useLoginSuccess } from './use-login-success';
import { authRules } from './validators';
import { FieldInput } from '../common/field-input';

interface Values {
  mobile: string;
  code: string;
}

export function SmsLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const areaCode = useApp((s) => s.areaCode);
  const done = useLoginSuccess();
  const rules = authRules(t);

  const target = async () => {
    try {
      await form.validateFields(['mobile']);
      return { area_code: areaCode, mobile: form.getFieldValue('mobile') as string };
    } catch {
      return null;
    }
  };

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
      <Form.Item name="mobile" label={t('auth.mobile')} rules={rules.mobile} extra={<AreaCodeField testId="sms-area-code" />}>
        <FieldInput type="tel" placeholder={t('auth.mobilePlaceholder')} autoComplete="tel-national" clearable testId="sms-mobile" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('auth.code')}
        rules={rules.code}
        extra={<SmsCodeButton purpose="login" target={target} onServerError={(e) => applyServerErrors(form, e)} testId="sms-send" />}
      >
        <FieldInput inputMode="numeric" maxLength={6} placeholder={t('auth.codePlaceholder')} autoComplete="one-time-code" testId="sms-code" />
      </Form.Item>
    </Form>
  );
}
