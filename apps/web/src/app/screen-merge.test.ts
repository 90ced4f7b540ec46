import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { mergeScreens } from './screen-merge';
import { featureScreens } from './feature-screens';
import { listingScreens } from '../features/listings/screens';
import { carScreens } from '../features/cars/screens';

const a = () => Promise.resolve((() => null) as ComponentType);
const b = () => Promise.resolve((() => null) as ComponentType);

describe('mergeScreens', () => {
  it('fails on a path two features declare', () => {
    expect(() =>
      mergeScreens([
        { feature: 'one', screens: { '/pages/x': a } },
        { feature: 'two', screens: { '/pages/x': b } },
      ]),
    ).toThrow('/pages/x is declared by both one and two');
  });

  it('lets a later feature take a path over when it says so', () => {
    const merged = mergeScreens([
      { feature: 'one', screens: { '/pages/x': a, '/pages/y': a } },
      { feature: 'two', screens: { '/pages/x': b }, takesOver: ['/pages/x'] },
    ]);
    expect(merged).toEqual({ '/pages/x': b, '/pages/y': a });
  });

  it('fails on a take-over of a path nobody declared before', () => {
    expect(() => mergeScreens([{ feature: 'one', screens: { '/pages/x': a }, takesOver: ['/pages/x'] }])).toThrow(
      'one takes over /pages/x',
    );
  });

  it('builds the app table: the declared take-overs win', () => {
    expect(featureScreens['/pages/car/detail']).toBe(carScreens['/pages/car/detail']);
    expect(featureScreens['/pages/car/list']).toBe(listingScreens['/pages/car/list']);
  });
});
