import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import Selector from 'antd-mobile/es/components/selector';
import { useQueryClient } from '@tanstack/react-query';
import type { UserSelf } from '../../lib/contracts';
import { call } from '../../lib/http';
import { SubmitForm } from '../common/submit-form';
import { useSession } from '../../stores/session-store';
import { meKeys } from '../../shell/me-keys';
import { AvatarUpload } from './avatar-upload';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { showToast } from '../../lib/feedback';
import { DatePicker } from '../common/lazy-parts';

interface Values {
  nickname: string;
  gender: number[];
  birthday: Date | null;
  bio: string;
  email: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const MIN_BIRTHDAY = new Date(1900, 0, 1);

/** The form's starting values: the profile as it is. */
const formValues = (user: UserSelf): Values => ({
  nickname: user.nickname,
  gender: [user.gender],
  birthday: user.birthday ? new Date(`${user.birthday}T00:00:00`) : null,
  bio: user.bio,
  email: user.email ?? '',
});

export function ProfileForm({ user }: { user: UserSelf }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();

  const submit = async (v: Values) => {
    const next = await call('putUser', {
      body: {
        nickname: v.nickname.trim(),
        gender: v.gender[0] ?? 0,
        birthday: v.birthday ? toDay(v.birthday) : null,
        bio: v.bio ?? '',
        email: v.email?.trim() ? v.email.trim() : null,
      },
    });
    useSession.getState().setUserInfo(next);
    queryClient.setQueryData(meKeys.profile(), next);
    showToast({ icon: 'success', content: t('common.saved') });
  };

  return (
    <SubmitForm form={form} onSubmit={submit} button={{ label: t('common.save'), testId: 'profile-save' }} draftKey="profile" initialValues={formValues(user)}>
      <Form.Header>{t('settings.profile')}</Form.Header>
      <Form.Item label={t('settings.avatar')} extra={<AvatarUpload />} />
      <Form.Item
        name="nickname"
        label={t('settings.nickname')}
        rules={[{ required: true, whitespace: true, max: 32, message: t('validation.nicknameLength') }]}
      >
        <FieldInput maxLength={32} clearable testId="profile-nickname" />
      </Form.Item>
      <Form.Item name="gender" label={t('settings.gender')}>
        <Selector
          columns={3}
          options={[0, 1, 2].map((g) => ({ label: t(`settings.genders.${g}`), value: g }))}
          data-testid="profile-gender"
        />
      </Form.Item>
      <Form.Item
        name="birthday"
        label={t('settings.birthday')}
        trigger="onConfirm"
        onClick={(_, ref) => (ref as { current?: { open(): void } }).current?.open()}
      >
        <DatePicker min={MIN_BIRTHDAY} max={new Date()}>
          {(value) => <span data-testid="profile-birthday">{value ? toDay(value) : t('common.notSet')}</span>}
        </DatePicker>
      </Form.Item>
      <Form.Item name="bio" label={t('settings.bio')} rules={[{ max: 200, message: t('validation.bioLength') }]}>
        <FieldTextArea placeholder={t('settings.bioPlaceholder')} maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} testId="profile-bio" />
      </Form.Item>
      <Form.Item name="email" label={t('settings.email')} rules={[{ type: 'email', message: t('validation.emailInvalid') }]}>
        <FieldInput type="email" clearable testId="profile-email" />
      </Form.Item>
    </SubmitForm>
  );
}
