import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS } from '../../shell/paths';
import { call } from '../../lib/http';
import { SheetForm } from './sheet-form';
import { useSession } from '../../stores/session-store';
import { authRules } from '../auth';
import { FieldInput } from '../common/field-input';
import { showToast } from '../../lib/feedback';

interface Values {
  password: string;
}

/** Closing an account is irreversible, so it asks for the password, not just a tap. */
export function CloseAccountPopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async ({ password }: Values) => {
    await call('logoutUser', { body: { password } });
    useSession.getState().clear();
    queryClient.clear();
    showToast({ content: t('settings.closeAccountDone') });
    navigate(PATHS.login, { replace: true });
  };

  return (
    <SheetForm open={open} onClose={onClose} destroyOnClose title={t('settings.closeAccount')} form={form} onSubmit={submit} button={{ label: t('settings.closeAccount'), testId: 'close-account-confirm', tone: 'danger' }} layout="vertical">
      <p className="sheet__warn">{t('settings.closeAccountWarn')}</p>
      <Form.Item name="password" label={t('auth.password')} rules={authRules(t).password}>
        <FieldInput type="password" autoComplete="current-password" testId="close-account-password" />
      </Form.Item>
    </SheetForm>
  );
}
