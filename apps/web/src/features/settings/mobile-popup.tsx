import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Popup from 'antd-mobile/es/components/popup';
import Toast from 'antd-mobile/es/components/toast';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { applyServerErrors } from '../common/form-errors';
import { AreaCodeField } from '../auth/area-code-field';
import { SmsCodeButton } from '../auth/sms-code-button';
import { authRules } from '../auth/validators';
import { meKeys } from '../me/me-queries';
import { FieldInput } from '../common/field-input';

interface Values {
  mobile: string;
  code: string;
}

/** New mobile number, proven by an SMS code sent to it (purpose 'bind'). */
export function MobilePopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const areaCode = useApp((s) => s.areaCode);
  const queryClient = useQueryClient();
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
      const user = await call('putUserMobile', { body: { area_code: areaCode, mobile: v.mobile, code: v.code } });
      useSession.getState().setUserInfo(user);
      queryClient.setQueryData(meKeys.profile(), user);
      Toast.show({ icon: 'success', content: t('settings.mobileChanged') });
      form.resetFields();
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="sheet">
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" shape="rounded" data-testid="mobile-submit">
            {t('common.confirm')}
          </Button>
        }
      >
        <Form.Header>{t('settings.changeMobile')}</Form.Header>
        <Form.Item name="mobile" label={t('settings.newMobile')} rules={rules.mobile} extra={<AreaCodeField testId="mobile-area-code" />}>
          <FieldInput type="tel" placeholder={t('auth.mobilePlaceholder')} testId="mobile-new" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('auth.code')}
          rules={rules.code}
          extra={<SmsCodeButton purpose="bind" target={target} onServerError={(e) => applyServerErrors(form, e)} testId="mobile-send" />}
        >
          <FieldInput inputMode="numeric" maxLength={6} placeholder={t('auth.codePlaceholder')} testId="mobile-code" />
        </Form.Item>
      </Form>
    </Popup>
  );
}
