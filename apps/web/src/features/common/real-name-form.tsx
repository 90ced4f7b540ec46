import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Selector from 'antd-mobile/es/components/selector';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { SubmitForm } from './submit-form';
import { meKeys } from '../../shell/me-keys';
import { uploadImage } from './upload';
import { UploaderAlt } from './uploader-alt';
import { FieldInput } from './field-input';
import { showToast } from '../../lib/feedback';
import { ImageUploader } from './lazy-parts';

const ID_TYPES = ['id_card', 'passport', 'other'] as const;
type IdType = (typeof ID_TYPES)[number];

interface Values {
  real_name: string;
  id_type: IdType[];
  id_number: string;
  photos: ImageUploadItem[];
}

export function RealNameForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();

  const submit = async (v: Values) => {
    const record = await call('userVerifyPost', {
      body: {
        real_name: v.real_name.trim(),
        id_type: v.id_type[0] ?? 'id_card',
        id_number: v.id_number.trim(),
        photos: v.photos.map((p) => p.url),
      },
    });
    queryClient.setQueryData(meKeys.verify(), record);
    void queryClient.invalidateQueries({ queryKey: meKeys.profile() });
    showToast({ icon: 'success', content: t('realName.submitted') });
  };

  return (
    <SubmitForm form={form} onSubmit={submit} button={{ label: t('common.submit'), testId: 'realname-submit' }} layout="vertical" initialValues={{ id_type: ['id_card'], photos: [] }}>
      <Form.Item name="real_name" label={t('realName.realName')} rules={[{ required: true, whitespace: true, min: 2, max: 64, message: t('validation.realNameInvalid') }]}>
        <FieldInput placeholder={t('realName.realNamePlaceholder')} testId="realname-name" />
      </Form.Item>
      <Form.Item name="id_type" label={t('realName.idType')} rules={[{ required: true, message: t('validation.required') }]}>
        <Selector columns={3} options={ID_TYPES.map((v) => ({ value: v, label: <span data-testid={`realname-id-type-${v}`}>{t(`realName.idTypes.${v}`)}</span> }))} />
      </Form.Item>
      <Form.Item
        name="id_number"
        label={t('realName.idNumber')}
        rules={[{ required: true, pattern: /^[A-Za-z0-9-]{5,32}$/, message: t('validation.idNumberInvalid') }]}
      >
        <FieldInput placeholder={t('realName.idNumberPlaceholder')} testId="realname-id-number" />
      </Form.Item>
      <UploaderAlt alt={t('realName.photos')}>
        <Form.Item
          name="photos"
          label={t('realName.photos')}
          help={t('realName.photosHint')}
          rules={[
            {
              validator: (_, v: ImageUploadItem[] | undefined) =>
                v && v.length >= 2 && v.length <= 3 ? Promise.resolve() : Promise.reject(new Error(t('validation.photosCount'))),
            },
          ]}
        >
          <ImageUploader
            maxCount={3}
            accept="image/*"
            upload={async (file) => {
              // Private to the person and their area's admins: keep the reference, show the uploader's own link.
              const media = await uploadImage(file, undefined, 'real_name');
              return { url: media.url, thumbnailUrl: media.link };
            }}
            data-testid="realname-photos"
          />
        </Form.Item>
      </UploaderAlt>
    </SubmitForm>
  );
}
