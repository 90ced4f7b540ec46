import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useScrollTopOnEnter } from './scroll-top';
import { DetailPage } from './detail-page';
import { EditPage } from './edit-page';
import { ListPage } from './list-page';
import { ManagePage } from './manage-page';
import { isListingKind, resolveKind, VARIANTS, type ListingKind, type Screen, type VariantKey } from './registry';

const pages = { list: ListPage, detail: DetailPage, edit: EditPage, manage: ManagePage } as const;
const made = new Map<string, ComponentType>();

/**
 * The page component of one route of the table: the generic screen told its kind (and variant) by the route.
 * On a path several kinds share (/pages/shop/detail), `?kind=` picks among them.
 */
export function listingScreen(kind: string, screen: Screen, variant?: VariantKey): ComponentType {
  if (!isListingKind(kind)) throw new Error(`Unknown listing kind ${kind}`);
  if (variant && VARIANTS[variant].kind !== kind) throw new Error(`Variant ${variant} is not of ${kind}`);
  const key = `${kind}:${screen}:${variant ?? ''}`;
  let C = made.get(key);
  if (!C) {
    const Page = pages[screen];
    const bound: ListingKind = kind;
    C = function ListingRoute() {
      const [search] = useSearchParams();
      useScrollTopOnEnter();
      const k = resolveKind(bound, screen, search.get('kind'));
      return <Page key={k} scope={{ kind: k, variant: k === bound ? variant : undefined }} />;
    };
    C.displayName = `Listing(${key})`;
    made.set(key, C);
  }
  return C;
}
