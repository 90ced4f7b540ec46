import type { Dictionary } from '../../../i18n/dictionary';
import type { addressesZh } from './zh';

export const addressesEn: Dictionary<typeof addressesZh> = {
  list: {
    selectHint: 'Tap an address to use it',
    empty: 'No addresses yet',
    emptyText: 'Add the addresses you send from and to, then pick them when you ship',
    noMore: 'No more addresses',
    add: 'Add an address',
    default: 'Default',
    makeDefault: 'Make default',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    deleteConfirm: 'Delete the address of “{{name}}”? Shipments already sent keep their copy.',
  },
  edit: {
    recipient: 'Recipient',
    recipientPlaceholder: 'Name',
    phone: 'Mobile',
    areaCode: 'Area code',
    mobile: 'Mobile number',
    mobilePlaceholder: 'e.g. 909123456',
    area: 'Area',
    areaPlaceholder: 'Province / city / district, e.g. District 7, Ho Chi Minh City',
    street: 'Street address',
    streetPlaceholder: 'Street, number, building and flat',
    pin: 'Place on the map (optional)',
    pinTitle: 'Address location',
    pinClear: 'Remove the map pin',
    default: 'Make this my default address',
    save: 'Save address',
    saved: 'Address saved',
    recipientRequired: 'Enter the recipient',
    phoneRequired: 'Enter a valid area code and mobile number',
    placeRequired: 'Enter the area and the street address',
  },
  map: {
    region: 'Map of the address',
    list: 'Address location',
    marker: '{{title}}',
    pickHint: 'Tap the map to mark where the address is; drag the pin to adjust',
    useCentre: 'Use the map centre',
    picked: 'Chosen: {{latitude}}, {{longitude}}',
    loading: 'Loading the map',
  },
};

export default addressesEn;
