import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { VISA } from '@haiwai/contracts/visa/constants';
import { PHONE_PATTERNS } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { usePay } from '../payments';
import { documentRefs, DocumentUploads, useMoney, type DocumentFiles } from './bits';
import { useApply, type VisaPackage } from './queries';
import { Popup } from '../common/lazy-parts';

interface ApplyForm {
  name: string;
  phone: string;
  note: string;
}

/**
 * Applying for a package: the applicant's name and phone, every required document uploaded as a private file,
 * then the payment engine's pay flow (the sandbox's page, a provider's, or customer service when none).
 */
export function ApplySheet({ pkg, visible, onClose }: { pkg: VisaPackage; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const user = useSession((s) => s.userInfo);
  const [form, setForm] = useState<ApplyForm>(() => ({ name: '', phone: user?.mobile ? `${user.area_code ? `+${user.area_code} ` : ''}${user.mobile}` : '', note: '' }));
  const [files, setFiles] = useState<DocumentFiles>({});
  const [error, setError] = useState('');
  const apply = useApply();
  const pay = usePay();
  const edit = (patch: Partial<ApplyForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError('');
  };
  const changeFiles = (next: DocumentFiles) => {
    setFiles(next);
    setError('');
  };

  const submit = async () => {
    const { documents, missing } = documentRefs(pkg.documents, files);
    const problem =
      form.name.trim().length < 2
        ? t('visa.apply.nameRequired')
        : !PHONE_PATTERNS.contact.test(form.phone.trim())
          ? t('visa.apply.phoneRequired')
          : missing.length
            ? t('visa.apply.missing', { documents: missing.map((c) => t(`visa.doc.${c}`)).join(t('visa.apply.separator')) })
            : '';
    setError(problem);
    if (problem) return;
    try {
      const start = await apply.mutateAsync({ package_id: pkg.id, applicant_name: form.name.trim(), phone: form.phone.trim(), note: form.note.trim(), documents });
      onClose();
      pay(start);
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="visa-sheet" destroyOnClose>
      <div data-testid="visa-apply-sheet">
        <div className="visa-sheet__title">{t('visa.apply.title', { title: pkg.title })}</div>
        <label className="visa-field">
          <span>{t('visa.apply.name')}</span>
          <input value={form.name} maxLength={VISA.nameMax} placeholder={t('visa.apply.namePlaceholder')} onChange={(e) => edit({ name: e.target.value })} data-testid="visa-apply-name" />
        </label>
        <label className="visa-field">
          <span>{t('visa.apply.phone')}</span>
          <input type="tel" value={form.phone} placeholder={t('visa.apply.phonePlaceholder')} onChange={(e) => edit({ phone: e.target.value })} data-testid="visa-apply-phone" />
        </label>
        <div className="visa-field">
          <span>{t('visa.apply.note')}</span>
          <TextArea value={form.note} onChange={(note) => edit({ note })} placeholder={t('visa.apply.notePlaceholder')} maxLength={VISA.noteMax} rows={2} aria-label={t('visa.apply.note')} data-testid="visa-apply-note" />
        </div>
        <div className="visa-field">
          <span>{t('visa.apply.documents')}</span>
          <DocumentUploads codes={pkg.documents} files={files} onChange={changeFiles} />
        </div>
        {error && (
          <div className="visa-error" role="alert" data-testid="visa-apply-error">
            {error}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={apply.isPending} onClick={() => void submit()} data-testid="visa-apply-submit">
          {t('visa.apply.submit', { price: money(pkg.price, pkg.currency) })}
        </Button>
      </div>
    </Popup>
  );
}
