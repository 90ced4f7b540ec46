import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VERIFICATION } from '@haiwai/contracts/verification/constants';
import { call } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { QueryState } from '../common/query-state';
import { SubmitForm } from '../common/submit-form';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { companyKeys } from './queries';
import { ImageUploader } from '../common/lazy-parts';
import './verify.css';

const verifyKey = (companyId: number) => [...companyKeys.all, 'verify', companyId] as const;

/**
 * "Verify this business" on my company's page (docs/verification.md): the latest request's state, and the licence
 * upload when there is none or it was rejected. The pictures are private (purpose `licence`): the owner and the
 * admins of the company's area see them, nobody else.
 */
export function BusinessVerifySection({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: verifyKey(companyId), queryFn: () => call('businessVerifyGet', { params: { id: companyId }, noLoading: true, silent: true }) });
  const [open, setOpen] = useState(false);
  const record = q.data;
  const canSend = !record || record.status === 'failed';
  return (
    <section className="section bverify" data-testid="business-verify" aria-labelledby="business-verify-title">
      <div className="section__title" id="business-verify-title">
        {t('companies.verify.title')}
      </div>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
        {record ? (
          <div className="bverify__state">
            <span className={`bverify__status bverify__status--${record.status}`} data-testid="business-verify-status">
              {t(`companies.verify.status.${record.status}`)}
            </span>
            {record.status === 'failed' && record.reason && (
              <p className="bverify__reason" role="alert">
                {t('companies.verify.reason', { reason: record.reason })}
              </p>
            )}
            {record.status === 'pending' && <p className="muted">{t('companies.verify.pendingHint')}</p>}
          </div>
        ) : (
          <p className="muted bverify__intro">{t('companies.verify.intro')}</p>
        )}
        {canSend && !open && (
          <Button block color="primary" fill="outline" shape="rounded" onClick={() => setOpen(true)} data-testid="business-verify-start">
            {record ? t('companies.verify.resubmit') : t('companies.verify.start')}
          </Button>
        )}
        {canSend && open && <LicenceForm companyId={companyId} onSent={() => setOpen(false)} />}
      </QueryState>
    </section>
  );
}

function LicenceForm({ companyId, onSent }: { companyId: number; onSent: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ licence: ImageUploadItem[] }>();
  const client = useQueryClient();
  const submit = async (v: { licence: ImageUploadItem[] }) => {
    const record = await call('businessVerifyPost', { body: { company_id: companyId, licence: v.licence.map((p) => p.url) } });
    client.setQueryData(verifyKey(companyId), record);
    showToast({ icon: 'success', content: t('companies.verify.sent') });
    onSent();
  };
  return (
    <SubmitForm form={form} onSubmit={submit} button={{ label: t('companies.verify.submit'), testId: 'business-verify-submit' }} layout="vertical" initialValues={{ licence: [] }}>
      <Form.Item
        name="licence"
        label={t('companies.verify.licence')}
        help={t('companies.verify.licenceHint', { max: VERIFICATION.licenceMax })}
        rules={[
          {
            validator: (_, v: ImageUploadItem[] | undefined) =>
              v && v.length >= VERIFICATION.licenceMin && v.length <= VERIFICATION.licenceMax ? Promise.resolve() : Promise.reject(new Error(t('companies.verify.licenceCount', { max: VERIFICATION.licenceMax }))),
          },
        ]}
      >
        <LicenceUploader />
      </Form.Item>
    </SubmitForm>
  );
}

/** The licence pictures (Form.Item passes value and onChange); previews named for screen readers. */
function LicenceUploader(props: { value?: ImageUploadItem[]; onChange?: (v: ImageUploadItem[]) => void }) {
  const { t } = useTranslation();
  return (
    <UploaderAlt alt={t('companies.verify.licence')}>
      <ImageUploader
        value={props.value}
        onChange={props.onChange}
        maxCount={VERIFICATION.licenceMax}
        accept="image/*"
        upload={async (file) => {
          // Private: keep the reference, show the uploader's own signed link.
          const media = await uploadImage(file, undefined, 'licence');
          return { url: media.url, thumbnailUrl: media.link };
        }}
        data-testid="business-verify-licence"
      />
    </UploaderAlt>
  );
}
