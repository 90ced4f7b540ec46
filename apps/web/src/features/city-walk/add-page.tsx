import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { routeMeters } from '@haiwai/contracts/maps/constants';
import { TRAVEL, walkMinutes, type TravelKind } from '@haiwai/contracts/travel/constants';
import { MEDIA } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { MANAGE_OFFICIAL, walkPath } from './paths';
import { useSaveOfficial } from './admin-queries';
import { useCategories, useSaveWalk, useWalk, type WalkDetail } from './queries';
import { newStop, StopsEditor, type DraftStop } from './stops-editor';
import { distanceText, durationText } from './walk-card';
import { ImageUploader } from '../common/lazy-parts';
import './city-walk.css';

/** /pagesA/cityWalk/add — publish a walk (stops picked on the map, in order) or a travel note, with photos; `?id=` changes my walk. */
export function WalkAddPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return <RequireLogin>{id ? <EditWalk id={id} /> : <WalkForm />}</RequireLogin>;
}

/** A walk to change: mine, or (`official`) one of the area's official routes. */
export function EditWalk({ id, official = false }: { id: number; official?: boolean }) {
  const walk = useWalk(id, official);
  return (
    <QueryState isPending={walk.isPending} error={walk.error} onRetry={() => void walk.refetch()}>
      {walk.data && <WalkForm key={id} initial={walk.data} official={official} />}
    </QueryState>
  );
}

/**
 * The walk form: kind, title, category, stops on the map, text and photos. A member's walk is published through
 * `travel/sava`; with `official`, the area's admin writes an official route (always a walk) through `travelOfficial/save`.
 */
export function WalkForm({ initial, official = false }: { initial?: WalkDetail; official?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useCategories().data ?? [];
  const saveMine = useSaveWalk();
  const saveOfficial = useSaveOfficial();
  const save = official ? saveOfficial : saveMine;
  const [kind, setKind] = useState<TravelKind>(initial?.kind ?? 'walk');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [category, setCategory] = useState<number | null>(initial?.category_id ?? null);
  const [photos, setPhotos] = useState<ImageUploadItem[]>(() => (initial?.images ?? []).map((url) => ({ url })));
  const [stops, setStops] = useState<DraftStop[]>(() => (initial?.stops ?? []).map((s) => ({ ...newStop(s, s.name), note: s.note })));
  const metres = routeMeters(stops);
  const needStops = kind === 'walk' && stops.length < TRAVEL.walkStopsMin;
  const short = title.trim().length < TRAVEL.titleMin;
  const unnamed = stops.some((s) => !s.name.trim());
  const body = { id: initial?.id, title: title.trim(), content: content.trim(), category_id: category, images: photos.map((p) => p.url), stops: stops.map((s) => ({ name: s.name.trim(), lat: s.lat, lng: s.lng, note: s.note.trim() })) };
  const done = (walk: WalkDetail) => {
    showToast({ icon: 'success', content: walk.status === 'reviewing' ? t('cityWalk.add.sentForReview') : t('cityWalk.add.published') });
    navigate(official ? MANAGE_OFFICIAL : walkPath(walk.id, false), { replace: true });
  };
  const publish = () => (official ? saveOfficial.mutate({ ...body, kind: 'walk' }, { onSuccess: done }) : saveMine.mutate({ ...body, kind }, { onSuccess: done }));
  return (
    <div className="cwalk-add" data-testid="walk-add-form">
      {!official && (
        <Field label={t('cityWalk.add.kind')}>
          <Chips<TravelKind>
            testId="walk-kind"
            value={[kind]}
            onChange={(v) => v[0] && setKind(v[0])}
            options={[
              { value: 'walk', label: t('cityWalk.kind.walk') },
              { value: 'note', label: t('cityWalk.kind.note') },
            ]}
          />
        </Field>
      )}
      <label className="cwalk-add__field">
        <span className="cwalk-add__label">{t('cityWalk.add.title')}</span>
        <input className="cwalk-add__input" value={title} maxLength={TRAVEL.titleMax} placeholder={t('cityWalk.add.titlePlaceholder')} onChange={(e) => setTitle(e.target.value)} data-testid="walk-title-input" />
      </label>
      <Field label={t('cityWalk.add.category')}>
        <Chips<number> testId="walk-category" value={category ? [category] : []} onChange={(v) => setCategory(v[0] ?? null)} options={categories.map((c) => ({ value: c.id, label: c.name }))} />
      </Field>
      <section className="cwalk-add__field" aria-labelledby="cwalk-add-stops">
        <h2 className="cwalk-add__label" id="cwalk-add-stops">
          {kind === 'walk' ? t('cityWalk.add.stops') : t('cityWalk.add.stopsOptional')}
        </h2>
        <p className="cwalk-add__hint">{t('cityWalk.add.stopsHint')}</p>
        <StopsEditor stops={stops} onChange={setStops} />
        {stops.length > 1 && (
          <p className="cwalk-add__total" data-testid="walk-add-total">
            {t('cityWalk.add.total', { distance: distanceText(t, metres), duration: durationText(t, walkMinutes(metres, stops.length)) })}
          </p>
        )}
      </section>
      <label className="cwalk-add__field">
        <span className="cwalk-add__label">{t('cityWalk.add.content')}</span>
        <textarea className="cwalk-add__textarea" value={content} maxLength={TRAVEL.contentMax} rows={5} placeholder={t('cityWalk.add.contentPlaceholder')} onChange={(e) => setContent(e.target.value)} data-testid="walk-content-input" />
      </label>
      <Field label={t('cityWalk.add.photos')}>
        <UploaderAlt alt={t('cityWalk.add.photo')}>
          <ImageUploader value={photos} onChange={setPhotos} maxCount={TRAVEL.imagesMax} accept={MEDIA.acceptedImageTypes.join(',')} upload={async (file) => ({ url: (await uploadImage(file)).url })} data-testid="walk-photos-input" />
        </UploaderAlt>
      </Field>
      {(needStops || short || unnamed) && (
        <p className="cwalk-add__hint" data-testid="walk-add-missing">
          {short ? t('cityWalk.add.needTitle') : needStops ? t('cityWalk.add.needStops') : t('cityWalk.add.needNames')}
        </p>
      )}
      <Button block color="primary" size="large" disabled={needStops || short || unnamed} loading={save.isPending} onClick={publish} data-testid="walk-publish">
        {t('cityWalk.add.publish')}
      </Button>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="cwalk-add__field" role="group" aria-label={label}>
      <span className="cwalk-add__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
