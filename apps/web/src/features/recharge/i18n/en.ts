import type { Dictionary } from '../../../i18n/dictionary';
import type { rechargeZh } from './zh';

export const rechargeEn: Dictionary<typeof rechargeZh> = {
  home: {
    number: 'Number to top up',
    numberPlaceholder: 'Mobile number',
    areaCode: 'Area code',
    operator: 'Operator',
    recognised: 'recognised from the number',
    chosen: 'chosen by you',
    notRecognised: 'The operator cannot be told from this number: choose it',
    change: 'Change',
    portedHint: 'Numbers here can move between operators: check the operator is right',
    faceValues: 'Choose an amount',
    price: 'Costs {{price}}',
    noFaceValues: 'No amounts on sale for this operator',
    total: 'To pay',
    pay: 'Pay now',
    notPayable: 'Top-ups of {{country}} numbers are paid in {{currency}}: switch to an area that uses {{currency}} to buy one',
    unsupported: 'Numbers starting +{{code}} cannot be topped up. Available: Vietnam, Thailand, Malaysia, the Philippines, Indonesia, Cambodia, Singapore',
    history: 'Top-up history',
    loadFailed: 'Could not load; tap to retry',
  },
  list: {
    all: 'All',
    faceValue: 'Amount',
    paid: 'Paid',
    empty: 'No top-ups yet',
    emptyHint: 'Top up your phone or your family’s',
    toHome: 'Top up now',
    noMore: 'No more',
    loadMoreFailed: 'Could not load; tap to retry',
    pay: 'Pay',
  },
  state: {
    unpaid: 'Awaiting payment',
    topping_up: 'Topping up',
    done: 'Done',
    refunded: 'Refunded',
    closed: 'Closed',
  },
};

export default rechargeEn;
