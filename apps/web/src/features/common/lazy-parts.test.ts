import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CascadePicker, DatePicker, Picker, Popup } from './lazy-parts';

describe('lazy parts: what draws before their code has loaded', () => {
  it('a closed popup draws nothing (its code loads when it first opens)', () => {
    expect(renderToStaticMarkup(h(Popup, { visible: false }, 'inside'))).toBe('');
  });

  it('a closed picker draws its value through its children, as the picker would', () => {
    const day = new Date(2026, 10, 29);
    expect(renderToStaticMarkup(h(DatePicker, { value: day, children: (v) => h('span', null, v ? v.getDate() : 'none') }))).toBe('<span>29</span>');
    expect(renderToStaticMarkup(h(DatePicker, { children: (v) => h('span', null, v ? 'set' : 'none') }))).toBe('<span>none</span>');
    const picker = h(Picker, { columns: [[{ label: 'A', value: 'a' }]], value: ['a'], children: (items) => h('span', null, items.length) });
    expect(renderToStaticMarkup(picker)).toBe('<span>1</span>');
    const cascade = h(CascadePicker, { options: [], value: ['hcm', 'd1'], children: (items) => h('span', null, items.length) });
    expect(renderToStaticMarkup(cascade)).toBe('<span>2</span>');
  });
  // The uploader's own cells use antd-mobile's config context, which these node tests cannot render (the root
  // node_modules' React 18 beside the app's 19): the browser tests that upload photos (cards, ads, exposures, visa) cover it.
});
