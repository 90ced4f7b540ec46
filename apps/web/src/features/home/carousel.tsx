import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Carousel as Slide } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { SnapStrip } from '../common/snap-strip';

const AUTOPLAY_MS = 4000;

/** Banner carousel on the shared scroll-snap strip, turning every few seconds. */
export function Carousel({ slides, onOpen }: { slides: Slide[]; onOpen(slide: Slide): void }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % slides.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [slides.length]);

  return (
    <div className="carousel" data-testid="home-carousel">
      <SnapStrip className="carousel__track" trackRef={track} onIndexChange={setIndex}>
        {slides.map((s, i) => (
          // A titled slide is named by its caption; an untitled one by its place.
          <button key={s.id} type="button" className="carousel__slide" onClick={() => onOpen(s)} aria-label={s.title ? undefined : t('home.banner', { n: i + 1 })}>
            <img src={imageUrl(s.image, { preset: 'h5Banner' })} alt="" draggable={false} />
            {s.title && (
              <span className="carousel__caption">
                <strong>{s.title}</strong>
                {s.content && <small>{s.content}</small>}
              </span>
            )}
          </button>
        ))}
      </SnapStrip>
      {slides.length > 1 && (
        <div className="carousel__dots" aria-hidden>
          {slides.map((s, i) => (
            <span key={s.id} className={i === index ? 'carousel__dot carousel__dot--on' : 'carousel__dot'} />
          ))}
        </div>
      )}
    </div>
  );
}
