import { lazy, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useScrollTopOnEnter } from './scroll-top';
import { isListingKind, resolveKind, VARIANTS, type ListingKind, type ListingScope, type Screen, type VariantKey } from './registry';

type ScreenPage = ComponentType<{ scope: ListingScope }>;

/*
 * Each generic screen is its own chunk: a house list must not bring the publishing form (image uploader, every
 * kind's fields) or the owner's manage screen with it; on a slow phone those were most of the list's scripts.
 */
const loaders: Record<Screen, () => Promise<ScreenPage>> = {
  list: () => import('./list-page').then((m) => m.ListPage),
  detail: () => import('./detail-page').then((m) => m.DetailPage),
  edit: () => import('./edit-page').then((m) => m.EditPage),
  manage: () => import('./manage-page').then((m) => m.ManagePage),
};
const lazyPages = new Map<Screen, ScreenPage>();
const made = new Map<string, ComponentType>();

function lazyPage(screen: Screen): ScreenPage {
  let Page = lazyPages.get(screen);
  if (!Page) {
    Page = lazy(() => loaders[screen]().then((P) => ({ default: P })));
    lazyPages.set(screen, Page);
  }
  return Page;
}

function check(kind: string, variant?: VariantKey): asserts kind is ListingKind {
  if (!isListingKind(kind)) throw new Error(`Unknown listing kind ${kind}`);
  if (variant && VARIANTS[variant].kind !== kind) throw new Error(`Variant ${variant} is not of ${kind}`);
}

/** The generic screen told its kind (and variant) by the route; on a path several kinds share, `?kind=` picks. */
function bind(key: string, bound: ListingKind, screen: Screen, variant: VariantKey | undefined, Page: ScreenPage): ComponentType {
  let C = made.get(key);
  if (!C) {
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

/** For the route table: resolves once the screen's own chunk is here, so the page renders without a second wait. */
export async function loadListingScreen(kind: string, screen: Screen, variant?: VariantKey): Promise<ComponentType> {
  check(kind, variant);
  const Page = await loaders[screen]();
  return bind(`${kind}:${screen}:${variant ?? ''}`, kind, screen, variant, Page);
}

/**
 * For other features' screens built on a generic one (jobs, companies): a component at once, whose screen chunk
 * loads on first render under the page's own Suspense.
 */
export function listingScreen(kind: string, screen: Screen, variant?: VariantKey): ComponentType {
  check(kind, variant);
  return bind(`lazy:${kind}:${screen}:${variant ?? ''}`, kind, screen, variant, lazyPage(screen));
}

/**
 * The kind's edit form alone (features/admin's correction screens build on it: the owner's form and checks); its
 * chunk is the edit screen's, loaded on first render under the page's own Suspense.
 */
export const ListingForm = lazy(() => import('./edit-page').then((m) => ({ default: m.ListingForm })));
