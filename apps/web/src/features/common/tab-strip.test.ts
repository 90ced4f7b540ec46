import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabStrip, centredScroll, keyTarget } from './tab-strip';

describe('keyTarget', () => {
  const keys = ['a', 'b', 'c'] as const;
  it('moves right and left, wrapping round at the ends', () => {
    expect(keyTarget(keys, 'a', 'ArrowRight')).toBe('b');
    expect(keyTarget(keys, 'c', 'ArrowRight')).toBe('a');
    expect(keyTarget(keys, 'b', 'ArrowLeft')).toBe('a');
    expect(keyTarget(keys, 'a', 'ArrowLeft')).toBe('c');
  });
  it('jumps to the first and last tab with Home and End', () => {
    expect(keyTarget(keys, 'b', 'Home')).toBe('a');
    expect(keyTarget(keys, 'b', 'End')).toBe('c');
  });
  it('ignores other keys and an empty row', () => {
    expect(keyTarget(keys, 'a', 'Enter')).toBeNull();
    expect(keyTarget([], 'a', 'ArrowRight')).toBeNull();
  });
});

describe('centredScroll', () => {
  it('does not scroll a row that fits', () => {
    expect(centredScroll(300, 60, 390, 390)).toBe(0);
  });
  it('centres the tab, within what the row can scroll', () => {
    // A 60 px tab at 500 in a 390 px view of 1000 px: its middle (530) at the view's middle (195).
    expect(centredScroll(500, 60, 390, 1000)).toBe(335);
    expect(centredScroll(20, 60, 390, 1000)).toBe(0);
    expect(centredScroll(940, 60, 390, 1000)).toBe(610);
  });
});

describe('TabStrip', () => {
  const html = renderToStaticMarkup(
    createElement(TabStrip<'hot' | 'new'>, {
      items: [
        { key: 'hot', title: createElement('span', { 'data-testid': 'tab-hot' }, 'Hot') },
        { key: 'new', title: 'New', testId: 'tab-new' },
      ],
      activeKey: 'new',
      onChange: () => undefined,
      className: 'my-tabs',
    }),
  );
  it('is a tab list of buttons, the active one selected and the only one in the Tab order', () => {
    expect(html).toContain('class="tab-strip my-tabs"');
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toMatch(/<button type="button" role="tab" aria-selected="false" tabindex="-1" class="tab-strip__tab"><span class="tab-strip__title"><span data-testid="tab-hot">Hot<\/span>/);
    expect(html).toMatch(/<button type="button" role="tab" aria-selected="true" tabindex="0" class="tab-strip__tab tab-strip__tab--active" data-testid="tab-new">/);
  });
  it('draws the underline as a decoration', () => {
    expect(html).toContain('<span class="tab-strip__ink" aria-hidden="true"></span>');
  });
});
