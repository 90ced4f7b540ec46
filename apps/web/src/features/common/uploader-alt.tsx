import { useEffect, useRef, type ReactNode } from 'react';

/**
 * antd-mobile's ImageUploader draws its previews as `<img>` without an `alt` (its PreviewItem passes none), which
 * screen readers announce as a file name and axe reports as critical. This wrapper names every preview it holds.
 */
export function UploaderAlt({ alt, children }: { alt: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const name = () => el.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', alt));
    name();
    const watch = new MutationObserver(name);
    watch.observe(el, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [alt]);
  return <div ref={box}>{children}</div>;
}
