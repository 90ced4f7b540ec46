import type { FormInstance } from 'antd-mobile/es/components/form';
import Form from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import type { SmsPurpose } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { FieldInput } from '../common/field-input';
import { applyServerErrors } from '../common/form-errors';
import { AreaCodeField } from './area-code-field';
import { SmsCodeButton } from './sms-code-button';
import { authRules } from './validators';

interface TestIds {
  areaCode: string;
  mobile: string;
  send: string;
  code: string;
}

/**
 * The "mobile number (with area code) + texted code" pair shared by SMS login, sign-up and changing the
 * number: the code is sent only once the number is valid, and server errors land on the right field.
 */
export function MobileCodeFields({ form, purpose, mobileLabel, testIds }: { form: FormInstance; purpose: SmsPurpose; mobileLabel?: string; testIds: TestIds }) {
  const { t } = useTranslation();
  const areaCode = useApp((s) => s.areaCode);
  const rules = authRules(t);

  const target = async () => {
    try {
      await form.validateFields(['mobile']);
      return { area_code: areaCode, mobile: form.getFieldValue('mobile') as string };
    } catch {
      return null;
    }
  };

  return (
    <>
      <Form.Item name="mobile" label={mobileLabel ?? t('auth.mobile')} rules={rules.mobile} extra={<AreaCodeField testId={testIds.areaCode} />}>
        <FieldInput type="tel" placeholder={t('auth.mobilePlaceholder')} autoComplete="tel-national" clearable testId={testIds.mobile} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('auth.code')}
        rules={rules.code}
        extra={<SmsCodeButton purpose={purpose} target={target} onServerError={(e) => applyServerErrors(form, e)} testId={testIds.send} />}
      >
        <FieldInput inputMode="numeric" maxLength={6} placeholder={t('auth.codePlaceholder')} autoComplete="one-time-code" testId={testIds.code} />
      </Form.Item>
    </>
  );
}
