import type { ReactNode } from 'react';
import { imageUrl } from '../../lib/image-url';
import type { CompanyPageData } from './queries';

type Identity = Pick<CompanyPageData['company'], 'cover' | 'title' | 'category_name'>;

/**
 * A company's logo (its cover, without the area watermark: it is the company's own mark; else its first letter), name and a meta line that starts with its category:
 * the head of the company page and of my enterprise. `heading` makes the name the page's h1.
 */
export function CompanyIdentity({ company: c, heading, titleTestId, children }: { company: Identity; heading?: boolean; titleTestId: string; children: ReactNode }) {
  const Title = heading ? 'h1' : 'div';
  return (
    <>
      <div className="cpage__logo">{c.cover ? <img src={imageUrl(c.cover, { w: 120, h: 120 })} alt="" /> : <span>{c.title.slice(0, 1)}</span>}</div>
      <div className="cpage__id">
        <Title className="cpage__title" data-testid={titleTestId}>
          {c.title}
        </Title>
        <div className="cpage__meta">
          {c.category_name && <span className="cpage__tag">{c.category_name}</span>}
          {children}
        </div>
      </div>
    </>
  );
}
