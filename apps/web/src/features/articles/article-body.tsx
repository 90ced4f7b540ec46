import { useMemo, useState, type MouseEvent } from 'react';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { imageUrl } from '../../lib/image-url';
import { sanitizeHtml } from '../common/rich-content';

/** Body pictures: the stored picture fitted (uncropped) into the column's width at 2x; the viewer's copy is larger. */
const BODY_SIZE = { w: 720, h: 960 } as const;
const VIEWER_SIZE = { w: 1200, h: 1200 } as const;

/**
 * The article's HTML (sanitised by the server when saved, and again here by the shared renderer's sanitiser):
 * stored pictures are asked for at a reading size, and a tap on any picture opens them large, swipeable.
 */
export function ArticleBody({ html }: { html: string }) {
  const { body, images } = useMemo(() => prepare(html), [html]);
  const [open, setOpen] = useState<number | null>(null);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const img = (e.target as HTMLElement).closest('img');
    const index = img ? Number(img.getAttribute('data-index')) : NaN;
    if (Number.isInteger(index)) setOpen(index);
  };
  return (
    <>
      {/* A tap on a picture opens the viewer: a convenience for touch; the pictures are readable in place. */}
      <div className="rich-content article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: body }} data-testid="article-body" />
      <ImageViewer.Multi images={images} visible={open !== null} defaultIndex={open ?? 0} onClose={() => setOpen(null)} />
    </>
  );
}

/** Sanitises, numbers the pictures and points stored ones at their resized copies; returns the viewer's list too. */
function prepare(html: string): { body: string; images: string[] } {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  const images: string[] = [];
  doc.querySelectorAll('img').forEach((img, i) => {
    const src = img.getAttribute('src') ?? '';
    images.push(imageUrl(src, VIEWER_SIZE));
    img.setAttribute('src', imageUrl(src, BODY_SIZE));
    img.setAttribute('data-index', String(i));
    img.setAttribute('loading', 'lazy');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  });
  doc.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  return { body: doc.body.innerHTML, images };
}
