import { describe, expect, it } from 'vitest';
import { featureScreens } from '../../app/feature-screens';
import { routeTable } from '../../app/route-table';
import { KINDS, LISTING_KIND_NAMES, VARIANTS, type Screen } from './registry';
import { LISTING_ROUTES, listingScreens } from './screens';

describe('listing routes', () => {
  it('give every page of every kind’s declaration a generic screen of that kind', () => {
    for (const kind of LISTING_KIND_NAMES) {
      for (const screen of ['list', 'detail', 'edit', 'manage'] as Screen[]) {
        const path = KINDS[kind].pages[screen];
        const r = LISTING_ROUTES[path];
        expect(r, `${kind} ${screen} ${path}`).toBeDefined();
        // Shared paths belong to their first kind; the others reach them with ?kind=.
        const first = LISTING_KIND_NAMES.find((k) => KINDS[k].pages[screen] === path)!;
        if (r!.kind === kind) expect(r!.screen === screen || KINDS[kind].pages.edit === KINDS[kind].pages.manage).toBe(true);
        else expect(LISTING_KIND_NAMES.indexOf(first)).toBeLessThan(LISTING_KIND_NAMES.indexOf(kind));
      }
    }
  });
  it('give the car-rental pages the car kind with deal=rent', () => {
    for (const path of Object.values(VARIANTS.rent.pages)) expect(LISTING_ROUTES[path]).toMatchObject({ kind: 'car', variant: 'rent' });
    expect(VARIANTS.rent.fixed).toEqual({ deal: 'rent' });
  });
  it('are registered with the route table, each path a spec path', () => {
    const paths = new Set(routeTable.map((r) => r.path));
    for (const path of Object.keys(listingScreens)) {
      expect(paths.has(path), path).toBe(true);
      // A kind's own feature may take a path over (car details with booking, the company page).
      expect(featureScreens[path], path).toBeDefined();
      expect(routeTable.find((r) => r.path === path)?.load, path).toBe(featureScreens[path]);
    }
    // The generic screens keep most paths.
    const kept = Object.keys(listingScreens).filter((p) => featureScreens[p] === listingScreens[p]);
    expect(kept.length).toBeGreaterThan(Object.keys(listingScreens).length / 2);
  });
});
