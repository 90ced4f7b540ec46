import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { MEDIA } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { uploadImage } from '../common/upload';
import { showToast } from '../../lib/feedback';

interface Pending {
  key: number;
  name: string;
  percent: number;
  preview: string;
}

interface Props {
  value?: string[];
  onChange?(next: string[]): void;
  max: number;
  /** Tells the form whether uploads are still running (it waits before submitting). */
  onBusy?(busy: boolean): void;
}

/** Move one item of a list from `from` to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** Uploads picked files one after another (as many as there is room for), adding each URL to the value when it is done. */
function usePhotoUploads({ value = [], onChange, max, onBusy }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const seq = useRef(0);

  useEffect(() => onBusy?.(pending.length > 0), [pending.length, onBusy]);

  const room = max - value.length - pending.length;

  const onFiles = async (files: File[]) => {
    const take = files.slice(0, Math.max(0, room));
    if (input.current) input.current.value = '';
    if (!take.length) return;
    const queued: Pending[] = take.map((f) => ({ key: ++seq.current, name: f.name, percent: 0, preview: URL.createObjectURL(f) }));
    setPending((p) => [...p, ...queued]);
    // One at a time: a phone on a slow network finishes photos in order instead of stalling all of them.
    for (const [i, file] of take.entries()) {
      const q = queued[i]!;
      try {
        const media = await uploadImage(file, (percent) => setPending((p) => p.map((x) => (x.key === q.key ? { ...x, percent } : x))));
        const next = [...latest.current, media.url];
        latest.current = next;
        onChange?.(next);
      } catch {
        showToast({ content: t('listing.edit.uploadFailed') });
      } finally {
        URL.revokeObjectURL(q.preview);
        setPending((p) => p.filter((x) => x.key !== q.key));
      }
    }
  };
  return { input, pending, room, onFiles };
}

/**
 * Listing photos: picked files upload one after another with a progress bar each; the first photo is the
 * cover; photos move left/right and can be removed. The value is the list of media URLs, in order.
 */
export function ImagesField(props: Props) {
  const { value = [], onChange, max } = props;
  const { t } = useTranslation();
  const { input, pending, room, onFiles } = usePhotoUploads(props);
  return (
    <div className="limages" data-testid="edit-images">
      {value.map((url, i) => (
        <PhotoTile key={url + i} url={url} i={i} last={i === value.length - 1} onRemove={() => onChange?.(value.filter((_, j) => j !== i))} onMove={(to) => onChange?.(move(value, i, to))} />
      ))}
      {pending.map((p) => (
        <div key={p.key} className="limages__item limages__item--pending" data-testid="edit-image-pending">
          <img src={p.preview} alt="" />
          <div className="limages__progress">
            <span>{t('listing.edit.uploading')}</span>
            <ProgressBar percent={p.percent} style={{ '--track-width': '4px' }} />
          </div>
        </div>
      ))}
      {room > 0 && (
        <button type="button" className="limages__add" onClick={() => input.current?.click()} data-testid="edit-image-add">
          <AddOutline />
          <span>{t('listing.edit.addPhoto')}</span>
          <span className="limages__count">
            {value.length}/{max}
          </span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={MEDIA.acceptedImageTypes.join(',')}
        hidden
        onChange={(e) => void onFiles(Array.from(e.target.files ?? []))}
        data-testid="edit-images-input"
      />
    </div>
  );
}

/** The `i`th uploaded photo (the first is the cover), with remove and move left/right. */
function PhotoTile({ url, i, last, onRemove, onMove }: { url: string; i: number; last: boolean; onRemove(): void; onMove(to: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="limages__item" data-testid={`edit-image-${i}`}>
      <img src={imageUrl(url, { preset: 'searchList' })} alt="" />
      {i === 0 && <span className="limages__cover">{t('listing.edit.cover')}</span>}
      <button type="button" className="limages__remove" aria-label={t('listing.edit.removePhoto')} onClick={onRemove} data-testid={`edit-image-remove-${i}`}>
        <CloseOutline />
      </button>
      <div className="limages__move">
        <button type="button" aria-label={t('listing.edit.moveLeft')} disabled={i === 0} onClick={() => onMove(i - 1)} data-testid={`edit-image-left-${i}`}>
          <LeftOutline />
        </button>
        <button type="button" aria-label={t('listing.edit.moveRight')} disabled={last} onClick={() => onMove(i + 1)} data-testid={`edit-image-right-${i}`}>
          <RightOutline />
        </button>
      </div>
    </div>
  );
}
