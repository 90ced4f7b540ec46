import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { call } from '../../lib/http';
import { SheetForm } from './sheet-form';
import { applyServerErrors } from '../common/form-errors';
import { authRules, SmsCodeButton } from '../auth';
import { FieldInput } from '../common/field-input';
import { useSession } from '../../stores/session-store';
import { showToast } from '../../lib/feedback';

interface Values {
  old_password?: string;
  code?: string;
  new_password: string;
  confirm: string;
}

/**
 * Change password, confirmed with the current one — or with a code texted to the account's own number,
 * which is the only way for people who signed up by SMS (no password yet) or forgot theirs.
 */
export function PasswordPopup({ open, onClose, hasPassword }: { open: boolean; onClose(): void; hasPassword: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = authRules(t);
  const user = useSession((s) => s.userInfo);
  const canText = Boolean(user?.mobile && user.area_code);
  const [byCode, setByCode] = useState(!hasPassword);
  const ownNumber = async () => (user?.mobile && user.area_code ? { area_code: user.area_code, mobile: user.mobile } : null);

  const submit = async (v: Values) => {
    const proof = byCode ? { code: v.code } : { old_password: v.old_password };
    await call('putUserPassword', { body: { ...proof, new_password: v.new_password } });
    showToast({ icon: 'success', content: t('settings.passwordChanged') });
    form.resetFields();
    onClose();
  };

  return (
    <SheetForm
      open={open}
      onClose={onClose}
      destroyOnClose
      title={hasPassword ? t('settings.changePassword') : t('settings.setPassword')}
      form={form}
      onSubmit={submit}
      button={{ label: t('common.confirm'), testId: 'password-submit' }}
    >
      {byCode ? (
        <Form.Item
          name="code"
          label={t('auth.code')}
          rules={rules.code}
          help={t('settings.codeToOwnNumber', { mobile: `+${user?.area_code ?? ''} ${user?.mobile ?? ''}` })}
          extra={<SmsCodeButton purpose="reset" target={ownNumber} onServerError={(e) => applyServerErrors(form, e)} testId="password-send" />}
        >
          <FieldInput inputMode="numeric" maxLength={6} placeholder={t('auth.codePlaceholder')} testId="password-code" />
        </Form.Item>
      ) : (
        <Form.Item name="old_password" label={t('settings.oldPassword')} rules={rules.password}>
          <FieldInput type="password" autoComplete="current-password" testId="password-old" />
        </Form.Item>
      )}
      {hasPassword && canText && (
        <Form.Item>
          <Button size="small" fill="none" color="primary" onClick={() => setByCode((v) => !v)} data-testid="password-mode">
            {byCode ? t('settings.useOldPassword') : t('settings.forgotOldPassword')}
          </Button>
        </Form.Item>
      )}
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
    </SheetForm>
  );
}
