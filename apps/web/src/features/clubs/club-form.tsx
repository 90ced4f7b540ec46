import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import TextArea from 'antd-mobile/es/components/text-area';
import { CLUB, CLUB_CATEGORIES, type ClubCategory } from '@haiwai/contracts/clubs/constants';
import { MEDIA } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { useSaveClub, type Club } from './queries';
import { ImageUploader, Popup } from '../common/lazy-parts';

/**
 * Creating or editing a club (the spec has no screen for it: it opens from "My clubs", `/pagesA/club/customer`).
 * Either way the club goes to the area's review.
 */
export function ClubForm({ club, visible, onClose }: { club: Club | null; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveClub();
  const [category, setCategory] = useState<ClubCategory | null>(club?.category ?? null);
  const [name, setName] = useState(club?.name ?? '');
  const [intro, setIntro] = useState(club?.intro ?? '');
  const [photos, setPhotos] = useState<ImageUploadItem[]>(club?.photos.map((url) => ({ url })) ?? []);
  const [error, setError] = useState('');
  const submit = async () => {
    const problem = !category ? 'club.form.category' : name.trim().length < 2 ? 'club.form.name' : intro.trim().length < 10 ? 'club.form.intro' : '';
    setError(problem ? t('club.form.fix', { field: t(problem) }) : '');
    if (problem || !category) return;
    try {
      await save.mutateAsync({ ...(club ? { id: club.id } : {}), category, name: name.trim(), intro: intro.trim(), photos: photos.map((p) => p.url) });
      showToast({ icon: 'success', content: t('club.form.saved') });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="ce-sheet" destroyOnClose>
      <div data-testid="club-form">
        <div className="ce-sheet__title">{club ? t('club.form.editTitle') : t('club.form.newTitle')}</div>
        <div className="ce-field">
          <span>{t('club.form.category')}</span>
          <Chips<ClubCategory> options={CLUB_CATEGORIES.map((c) => ({ label: t(`club.category.${c}`), value: c }))} value={category ? [category] : []} onChange={(v) => setCategory(v[0] ?? null)} testId="club-form-category" />
        </div>
        <label className="ce-field">
          <span>{t('club.form.name')}</span>
          <input value={name} maxLength={CLUB.nameMax} onChange={(e) => setName(e.target.value)} data-testid="club-form-name" />
        </label>
        <div className="ce-field">
          <span>{t('club.form.intro')}</span>
          <TextArea value={intro} onChange={setIntro} maxLength={CLUB.introMax} rows={4} aria-label={t('club.form.intro')} data-testid="club-form-intro" />
        </div>
        <div className="ce-field">
          <span>{t('club.form.photos')}</span>
          <UploaderAlt alt={t('club.form.photos')}>
            <ImageUploader value={photos} onChange={setPhotos} maxCount={CLUB.photosMax} accept={MEDIA.acceptedImageTypes.join(',')} upload={async (file) => ({ url: (await uploadImage(file)).url })} />
          </UploaderAlt>
        </div>
        {error && (
          <div className="ce-error" role="alert" data-testid="club-form-error">
            {error}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={save.isPending} onClick={() => void submit()} data-testid="club-form-submit">
          {t('club.form.submit')}
        </Button>
      </div>
    </Popup>
  );
}
