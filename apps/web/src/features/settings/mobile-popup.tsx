import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { SheetForm } from './sheet-form';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { MobileCodeFields } from '../auth';
import { meKeys } from '../../shell/me-keys';
import { showToast } from '../../lib/feedback';

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

  const submit = async (v: Values) => {
    const user = await call('putUserMobile', { body: { area_code: areaCode, mobile: v.mobile, code: v.code } });
    useSession.getState().setUserInfo(user);
    queryClient.setQueryData(meKeys.profile(), user);
    showToast({ icon: 'success', content: t('settings.mobileChanged') });
    form.resetFields();
    onClose();
  };

  return (
    <SheetForm open={open} onClose={onClose} title={t('settings.changeMobile')} form={form} onSubmit={submit} button={{ label: t('common.confirm'), testId: 'mobile-submit' }}>
      <MobileCodeFields
        form={form}
        purpose="bind"
        mobileLabel={t('settings.newMobile')}
        testIds={{ areaCode: 'mobile-area-code', mobile: 'mobile-new', send: 'mobile-send', code: 'mobile-code' }}
      />
    </SheetForm>
  );
}
