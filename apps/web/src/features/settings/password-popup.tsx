import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Popup from 'antd-mobile/es/components/popup';
import Toast from 'antd-mobile/es/components/toast';
import { call } from '../../lib/http';
import { applyServerErrors } from '../common/form-errors';
import { authRules } from '../auth/validators';
import { FieldInput } from '../common/field-input';

interface Values {
  old_password?: string;
  new_password: string;
  confirm: string;
}

/** Change password, confirmed with the current one. */
export function PasswordPopup({ open, onClose, hasPassword }: { open: boolean; onClose(): void; hasPassword: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = authRules(t);

  const submit = async (v: Values) => {
    try {
      await call('putUserPassword', { body: { old_password: v.old_password, new_password: v.new_password } });
      Toast.show({ icon: 'success', content: t('settings.passwordChanged') });
      form.resetFields();
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} destroyOnClose bodyClassName="sheet">
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" shape="rounded" data-testid="password-submit">
            {t('common.confirm')}
          </Button>
        }
      >
        <Form.Header>{hasPassword ? t('settings.changePassword') : t('settings.setPassword')}</Form.Header>
        <Form.Item name="old_password" label={t('settings.oldPassword')} rules={rules.password}>
          <FieldInput type="password" autoComplete="current-password" testId="password-old" />
        </Form.Item>
        <Form.Item name="new_password" label={t('settings.newPassword')} rules={rules.newPassword}>
          <FieldInput type="password" autoComplete="new-password" placeholder={t('auth.passwordNewPlaceholder')} testId="password-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('settings.confirmPassword')}
          dependencies={['new_password']}
          rules={[
            { required: true, message: t('validation.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error(t('validation.passwordMismatch'))),
            }),
          ]}
        >
          <FieldInput type="password" autoComplete="new-password" testId="password-confirm" />
        </Form.Item>
      </Form>
    </Popup>
  );
}
