import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Slider from 'antd-mobile/es/components/slider';
import { clampOffset, coverScale, type Offset } from './crop-math';
import { showToast } from '../../lib/feedback';
import { Popup } from '../common/lazy-parts';

const STAGE = 280;
const OUTPUT = 512;
const MAX_ZOOM = 3;

interface AvatarCropProps {
  /** The picked file; null hides the cropper. */
  file: File | null;
  onCancel(): void;
  /** The square, as a JPEG file ready to upload. */
  onDone(cropped: File): void;
}

/** A square crop of a picked picture: centred at first, drag to move, a slider to zoom; drawn on a canvas (no library). */
export function AvatarCrop({ file, onCancel, onDone }: AvatarCropProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; start: Offset } | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setImg(image);
      setZoom(1);
      setOffset({ x: 0, y: 0 });
    };
    image.onerror = () => {
      showToast({ content: t('people.crop.failed') });
      onCancel();
    };
    image.src = url;
    return () => {
      URL.revokeObjectURL(url);
      setImg(null);
    };
  }, [file, onCancel, t]);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx && img) draw(ctx, img, STAGE, zoom, offset);
  }, [img, zoom, offset]);

  const finish = () => {
    if (!img) return;
    const out = document.createElement('canvas');
    out.width = OUTPUT;
    out.height = OUTPUT;
    const ctx = out.getContext('2d');
    if (!ctx) return;
    draw(ctx, img, OUTPUT, zoom, { x: (offset.x * OUTPUT) / STAGE, y: (offset.y * OUTPUT) / STAGE });
    out.toBlob((blob) => blob && onDone(new File([blob], 'avatar.jpg', { type: 'image/jpeg' })), 'image/jpeg', 0.9);
  };

  const move = (e: React.PointerEvent) => {
    if (!drag.current || !img) return;
    const next = { x: drag.current.start.x + e.clientX - drag.current.x, y: drag.current.start.y + e.clientY - drag.current.y };
    setOffset(clampOffset(next, img.naturalWidth, img.naturalHeight, STAGE, zoom));
  };

  return (
    <Popup visible={Boolean(file)} onMaskClick={onCancel} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="crop" data-testid="avatar-crop">
        <div className="crop__title">{t('people.crop.title')}</div>
        <canvas
          ref={canvas}
          className="crop__stage"
          width={STAGE}
          height={STAGE}
          onPointerDown={(e) => {
            (e.target as HTMLCanvasElement).setPointerCapture(e.pointerId);
            drag.current = { x: e.clientX, y: e.clientY, start: offset };
          }}
          onPointerMove={move}
          onPointerUp={() => (drag.current = null)}
          data-testid="avatar-crop-stage"
        />
        <div className="crop__zoom">
          <Slider
            min={1}
            max={MAX_ZOOM}
            step={0.05}
            value={zoom}
            onChange={(v) => {
              const z = typeof v === 'number' ? v : v[0];
              setZoom(z);
              if (img) setOffset((o) => clampOffset(o, img.naturalWidth, img.naturalHeight, STAGE, z));
            }}
            aria-label={t('people.crop.zoom')}
            data-testid="avatar-crop-zoom"
          />
        </div>
        <div className="crop__btns">
          <Button shape="rounded" onClick={onCancel} data-testid="avatar-crop-cancel">
            {t('people.crop.cancel')}
          </Button>
          <Button shape="rounded" color="primary" disabled={!img} onClick={finish} data-testid="avatar-crop-done">
            {t('people.crop.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

/** The picture scaled to cover the square, times the zoom, centred and then moved by the offset. */
function draw(ctx: CanvasRenderingContext2D, img: HTMLImageElement, size: number, zoom: number, offset: Offset) {
  const scale = coverScale(img.naturalWidth, img.naturalHeight, size) * zoom;
  const w = img.naturalWidth * scale;
  const h = img.naturalHeight * scale;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.drawImage(img, (size - w) / 2 + offset.x, (size - h) / 2 + offset.y, w, h);
}
