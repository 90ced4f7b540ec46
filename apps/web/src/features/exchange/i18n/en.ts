import type { Dictionary } from '../../../i18n/dictionary';
import type { exchangeZh } from './zh';

export const exchangeEn: Dictionary<typeof exchangeZh> = {
  home: {
    heading: '{{code}} exchange rates',
    headline: '1 {{from}} = {{rate}} {{to}}',
    updatedAt: 'Updated {{time}}',
    stale: 'Rate may be out of date',
    staleHint: 'Not updated for over {{hours}} hours; for reference only',
    list: '{{code}} against other currencies',
    perOne: '1 {{code}} =',
    inverse: '1 {{from}} = {{rate}} {{to}}',
    empty: 'No exchange rates yet',
    note: 'Rates are for reference; banks and exchange counters set their own.',
    manage: 'Set rates',
  },
  source: {
    feed: 'Market',
    admin: 'Set by this area',
    seed: 'Reference rate',
  },
  converter: {
    title: 'Currency converter',
    amount: 'Amount',
    from: 'From',
    to: 'To',
    swap: 'Swap the two currencies',
    submit: 'Convert',
    invalid: 'Enter a valid amount ({{code}}: at most {{digits}} decimals)',
    result: '{{from}} = {{to}}',
    rate: 'At 1 {{from}} = {{rate}} {{to}}',
  },
  manage: {
    title: 'Exchange rates of {{area}}',
    hint: 'Enter units per 1 US dollar; they apply to this area only. Clear one to go back to the market rate.',
    perUsd: '1 USD = ? {{code}}',
    now: 'Now: {{rate}}',
    feed: 'Market: {{rate}}',
    setBy: 'Set by {{name}}, {{time}}',
    preview: '≈ 1 {{home}} = {{rate}} {{area}}',
    reset: 'Use market rate',
    undoReset: 'Undo',
    willReset: 'The market rate applies again once saved',
    save: 'Save',
    saved: 'Rates saved',
    nothing: 'Nothing changed',
    invalid: 'Enter a number above 0, at most 12 decimals',
  },
};

export default exchangeEn;
