import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { SOCIAL_LIMITS as L } from '@haiwai/contracts/social/constants';
import { MEDIA } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { loginOnly } from '../common/require-login';
import { SubmitForm } from '../common/submit-form';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { topicPath } from './paths';
import { useCreateTopic } from './queries';
import { showToast } from '../../lib/feedback';
import { ImageUploader } from '../common/lazy-parts';
import './topics.css';

interface Values {
  name: string;
  cover: ImageUploadItem[];
  description: string;
}

const NAME = /^[^#\s][^#]*$/;

/** /pages/socialize/talk-release — create a topic in my area (name unique there), then open it. */
export const TalkReleasePage = loginOnly(function TalkRelease() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(0);
  const create = useCreateTopic();

  const submit = async (v: Values) => {
    if (uploading) {
      showToast({ content: t('topics.release.uploading') });
      return;
    }
    try {
      const topic = await create.mutateAsync({ name: v.name.trim(), description: (v.description ?? '').trim(), ...(v.cover[0] ? { cover: v.cover[0].url } : {}) });
      showToast({ icon: 'success', content: t('topics.release.created') });
      void navigate(topicPath(topic.id), { replace: true });
    } catch (err) {
      // A taken name is a 409: shown at the name field.
      if (err instanceof ApiError && err.code === 409) form.setFields([{ name: 'name', errors: [t('topics.release.duplicate')] }]);
      else throw err;
    }
  };

  return (
    <div className="trelease" data-testid="talk-release">
      <SubmitForm form={form} onSubmit={submit} button={{ label: t('topics.release.submit'), testId: 'talk-release-submit' }} layout="vertical" initialValues={{ name: '', cover: [], description: '' }}>
        <Form.Item
          name="name"
          label={t('topics.release.name')}
          rules={[
            { required: true, message: t('topics.release.nameRule') },
            { min: L.topicNameMin, max: L.topicNameMax, message: t('topics.release.nameRule') },
            { pattern: NAME, message: t('topics.release.nameRule') },
          ]}
        >
          <FieldInput placeholder={t('topics.release.namePlaceholder')} maxLength={L.topicNameMax} clearable testId="talk-release-name" />
        </Form.Item>
        <UploaderAlt alt={t('topics.release.cover')}>
          <Form.Item name="cover" label={t('topics.release.cover')}>
            <ImageUploader
              maxCount={1}
              accept={MEDIA.acceptedImageTypes.join(',')}
              upload={async (file) => {
                setUploading((n) => n + 1);
                try {
                  return { url: (await uploadImage(file)).url };
                } finally {
                  setUploading((n) => n - 1);
                }
              }}
              data-testid="talk-release-cover"
            />
          </Form.Item>
        </UploaderAlt>
        <Form.Item name="description" label={t('topics.release.description')}>
          <FieldTextArea placeholder={t('topics.release.descriptionPlaceholder')} maxLength={L.topicDescriptionMax} showCount autoSize={{ minRows: 3, maxRows: 6 }} testId="talk-release-description" />
        </Form.Item>
      </SubmitForm>
    </div>
  );
});
