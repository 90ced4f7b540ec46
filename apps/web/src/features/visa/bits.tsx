import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import type { VisaDocument } from '@haiwai/contracts/visa/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinorAmount } from '../../lib/money';
import { useApp } from '../../stores/app-store';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { visaPaths } from './paths';
import type { VisaPackage } from './queries';
import { ImageUploader } from '../common/lazy-parts';

/** An amount in minor units in the reader's language ("₫1,500,000"). */
export function useMoney() {
  const lang = useApp((s) => s.lang);
  return (minor: number, currency: string) => formatMinorAmount(minor, currency, lang);
}

export function StatusTag({ status, kind = 'status' }: { status: string; kind?: 'status' | 'pkgStatus' }) {
  const { t } = useTranslation();
  return (
    <span className={`visa-tag visa-tag--${status}`} data-testid="visa-status">
      {t(`visa.${kind}.${status}`)}
    </span>
  );
}

/** Document names as chips ("护照个人信息页", "证件照"). */
export function DocumentChips({ codes }: { codes: readonly VisaDocument[] }) {
  const { t } = useTranslation();
  return (
    <ul className="visa-docs">
      {codes.map((c) => (
        <li key={c}>{t(`visa.doc.${c}`)}</li>
      ))}
    </ul>
  );
}

export type DocumentFiles = Partial<Record<VisaDocument, ImageUploadItem[]>>;

/** The uploads given, as the call's `{code, url}` list; the codes still without a file. */
export function documentRefs(codes: readonly VisaDocument[], files: DocumentFiles) {
  const documents = codes.flatMap((code) => (files[code] ?? []).map((f) => ({ code, url: f.url })));
  const missing = codes.filter((code) => !files[code]?.length);
  return { documents, missing };
}

/**
 * One uploader per document: private files of purpose `visa` (docs/media.md). The reference kept is `url`; the
 * preview is the uploader's own signed link.
 */
export function DocumentUploads({ codes, files, onChange }: { codes: readonly VisaDocument[]; files: DocumentFiles; onChange: (next: DocumentFiles) => void }) {
  const { t } = useTranslation();
  return (
    <div className="visa-uploads">
      {codes.map((code) => (
        <div key={code} className="visa-upload" data-testid={`visa-upload-${code}`}>
          <div className="visa-upload__label">{t(`visa.doc.${code}`)}</div>
          <UploaderAlt alt={t(`visa.doc.${code}`)}>
            <ImageUploader
              maxCount={2}
              accept="image/*"
              value={files[code] ?? []}
              onChange={(items) => onChange({ ...files, [code]: items })}
              upload={async (file) => {
                const media = await uploadImage(file, undefined, 'visa');
                return { url: media.url, thumbnailUrl: media.link ?? undefined };
              }}
            />
          </UploaderAlt>
        </div>
      ))}
    </div>
  );
}

/** A package in a list: its type, price, title, agency, days and documents (the list's and the admin queue's). */
export function PackageCard({ p }: { p: VisaPackage }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Link to={visaPaths.detailOf(p.id)} className="visa-card" data-testid={`visa-package-${p.id}`}>
      <div className="visa-card__top">
        <span className="visa-card__type">{p.type.name}</span>
        <span className="visa-card__price">{money(p.price, p.currency)}</span>
      </div>
      <div className="visa-card__title">{p.title}</div>
      <div className="visa-card__meta">
        <span>{p.company.title}</span>
        <span>{t('visa.list.days', { count: p.processing_days })}</span>
      </div>
      <div className="visa-card__docs">
        <span className="visa-card__label">{t('visa.list.documents')}</span>
        <DocumentChips codes={p.documents} />
      </div>
    </Link>
  );
}
