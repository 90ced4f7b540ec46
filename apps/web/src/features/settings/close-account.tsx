import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Popup from 'antd-mobile/es/components/popup';
import Toast from 'antd-mobile/es/components/toast';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS } from '../../app/route-table';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { applyServerErrors } from '../common/form-errors';
import { authRules } from '../auth/validators';
import { FieldInput } from '../common/field-input';

/** Closing an account is irreversible, so it asks for the password, not just a tap. */
export function CloseAccountPopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async ({ password }: { password: string }) => {
    try {
      await call('logoutUser', { body: { password } });
      useSession.getState().clear();
      queryClient.clear();
      Toast.show({ content: t('settings.closeAccountDone') });
      navigate(PATHS.login, { replace: true });
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} destroyOnClose bodyClassName="sheet">
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <Button block type="submit" color="danger" shape="rounded" data-testid="close-account-confirm">
            {t('settings.closeAccount')}
          </Button>
        }
      >
        <Form.Header>{t('settings.closeAccount')}</Form.Header>
        <p className="sheet__warn">{t('settings.closeAccountWarn')}</p>
        <Form.Item name="password" label={t('auth.password')} rules={authRules(t).password}>
          <FieldInput type="password" autoComplete="current-password" testId="close-account-password" />
        </Form.Item>
      </Form>
    </Popup>
  );
}
