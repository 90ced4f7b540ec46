import { useRef, type ReactNode, type RefObject } from 'react';
import './snap-strip.css';

/**
 * A row of full-width slides that the finger swipes, on CSS scroll-snap: the swiping and its momentum are the
 * browser's own, so a screen with a carousel or a photo gallery needs no gesture or animation library (antd-mobile's
 * Swiper brings ≈ 25 KB gzip of them). Reports the slide in view; a keyboard user reaches each slide's button with
 * Tab and the browser scrolls it into view.
 */
export function SnapStrip({ className, onIndexChange, trackRef, testId, children }: {
  className?: string;
  onIndexChange?(index: number): void;
  /** The scrolling element, for callers that move it themselves (autoplay). */
  trackRef?: RefObject<HTMLDivElement | null>;
  testId?: string;
  children: ReactNode;
}) {
  const own = useRef<HTMLDivElement>(null);
  const ref = trackRef ?? own;
  const onScroll = () => {
    const el = ref.current;
    if (el && el.clientWidth > 0) onIndexChange?.(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <div className={className ? `snap-strip ${className}` : 'snap-strip'} ref={ref} onScroll={onScroll} data-testid={testId}>
      {children}
    </div>
  );
}
