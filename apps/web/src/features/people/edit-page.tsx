import { lazy, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'antd-mobile/es/components/form';
import Selector from 'antd-mobile/es/components/selector';
import { MEDIA, type UserSelf } from '../../lib/contracts';
import { call } from '../../lib/http';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session-store';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { loginOnly } from '../common/require-login';
import { SubmitForm } from '../common/submit-form';
import { uploadImage } from '../common/upload';
import { DatePicker } from '../common/lazy-parts';
import { OnceOpened } from '../common/once-opened';
import { Avatar } from '../common/avatar';
import { meKeys } from '../../shell/me-keys';
import { useSiteAreas } from '../site';
import { profilePath } from './paths';
import { peopleKeys } from './queries';
import { showToast } from '../../lib/feedback';
import './people.css';

/** The crop sheet (its slider drags with a gesture library) loads when a photo is first picked. */
const AvatarCrop = lazy(() => import('./avatar-crop').then((m) => ({ default: m.AvatarCrop })));

interface Values {
  avatar: string | null;
  cover: string | null;
  nickname: string;
  gender: number[];
  birthday: Date | null;
  bio: string;
  site_area_id: number[];
}

const BIO_MAX = 200;
const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const MIN_BIRTHDAY = new Date(1900, 0, 1);

const formValues = (u: UserSelf): Values => ({
  avatar: u.avatar,
  cover: u.cover,
  nickname: u.nickname,
  gender: [u.gender],
  birthday: u.birthday ? new Date(`${u.birthday}T00:00:00`) : null,
  bio: u.bio,
  site_area_id: u.site_area_id ? [u.site_area_id] : [],
});

/** /pagesA/my/edit-info — my social profile: avatar (cropped square), cover, nickname, gender, birthday, bio, region. */
export const EditInfoPage = loginOnly(function EditInfo() {
  const user = useSession((s) => s.userInfo);
  return user ? <EditForm user={user} /> : null;
});

function EditForm({ user }: { user: UserSelf }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(0);
  const areas = useSiteAreas().data ?? [];

  const submit = async (v: Values) => {
    if (uploading) {
      showToast({ content: t('people.edit.uploading') });
      return;
    }
    const next = await call('putUser', {
      body: {
        nickname: v.nickname.trim(),
        avatar: v.avatar,
        cover: v.cover,
        gender: v.gender[0] ?? 0,
        birthday: v.birthday ? toDay(v.birthday) : null,
        bio: v.bio ?? '',
        ...(v.site_area_id[0] ? { site_area_id: v.site_area_id[0] } : {}),
      },
    });
    useSession.getState().setUserInfo(next);
    qc.setQueryData(meKeys.profile(), next);
    void qc.invalidateQueries({ queryKey: peopleKeys.profile(next.id) });
    showToast({ icon: 'success', content: t('people.edit.saved') });
    navigate(profilePath(next.id), { replace: true });
  };

  const upload = async (file: File, field: 'avatar' | 'cover') => {
    setUploading((n) => n + 1);
    try {
      const media = await uploadImage(file);
      form.setFieldValue(field, media.url);
    } catch {
      // The http client already showed why.
    } finally {
      setUploading((n) => n - 1);
    }
  };

  return (
    <div className="pedit" data-testid="edit-info">
      <SubmitForm form={form} onSubmit={submit} button={{ label: t('people.edit.save'), testId: 'edit-info-save' }} layout="horizontal" initialValues={formValues(user)}>
        <Form.Item name="avatar" label={t('people.edit.avatar')}>
          <AvatarField onPicked={(f) => void upload(f, 'avatar')} />
        </Form.Item>
        <Form.Item name="cover" label={t('people.edit.cover')} layout="vertical">
          <CoverField onPicked={(f) => void upload(f, 'cover')} />
        </Form.Item>
        <Form.Item name="nickname" label={t('people.edit.nickname')} rules={[{ required: true, whitespace: true, max: 32, message: t('people.edit.nicknameRequired') }]}>
          <FieldInput placeholder={t('people.edit.nicknamePlaceholder')} maxLength={32} clearable testId="edit-info-nickname" />
        </Form.Item>
        <Form.Item name="gender" label={t('people.edit.gender')}>
          <Selector columns={3} options={[0, 1, 2].map((g) => ({ label: t(`people.edit.genders.${g}`), value: g }))} />
        </Form.Item>
        <Form.Item name="birthday" label={t('people.edit.birthday')} trigger="onConfirm" onClick={(_, ref) => (ref as { current?: { open(): void } }).current?.open()}>
          <DatePicker min={MIN_BIRTHDAY} max={new Date()} confirmText={t('people.crop.confirm')} cancelText={t('people.cancel')}>
            {(value) => <span data-testid="edit-info-birthday">{value ? toDay(value) : t('people.edit.notSet')}</span>}
          </DatePicker>
        </Form.Item>
        <Form.Item name="bio" label={t('people.edit.bio')} layout="vertical">
          <FieldTextArea placeholder={t('people.edit.bioPlaceholder')} maxLength={BIO_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} testId="edit-info-bio" />
        </Form.Item>
        <Form.Item name="site_area_id" label={t('people.edit.region')} layout="vertical">
          <Selector columns={3} options={areas.map((a) => ({ value: a.id, label: a.name }))} />
        </Form.Item>
      </SubmitForm>
    </div>
  );
}

interface PickedField {
  value?: string | null;
  onPicked(file: File): void;
}

/** The avatar: tap, pick a picture, crop it square; the cropped square is uploaded. */
function AvatarField({ value, onPicked }: PickedField) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const cancel = useCallback(() => setPicked(null), []);
  return (
    <>
      <button type="button" className="pedit__avatar" onClick={() => input.current?.click()} aria-label={t('people.edit.changeAvatar')} data-testid="edit-info-avatar">
        <Avatar src={value} size={56} />
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={MEDIA.acceptedImageTypes.join(',')}
        onChange={(e) => {
          setPicked(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
        data-testid="edit-info-avatar-input"
      />
      <OnceOpened open={picked !== null}>
        <AvatarCrop
          file={picked}
          onCancel={cancel}
          onDone={(f) => {
            setPicked(null);
            onPicked(f);
          }}
        />
      </OnceOpened>
    </>
  );
}

/** The wide cover on top of my page: a gradient until one is picked. */
function CoverField({ value, onPicked }: PickedField) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="pedit__cover"
        style={value ? { backgroundImage: `url(${imageUrl(value, { w: 750, h: 300 })})` } : undefined}
        onClick={() => input.current?.click()}
        aria-label={t('people.edit.cover')}
        data-testid="edit-info-cover"
      >
        {!value && t('people.edit.cover')}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={MEDIA.acceptedImageTypes.join(',')}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onPicked(f);
          e.target.value = '';
        }}
        data-testid="edit-info-cover-input"
      />
    </>
  );
}
