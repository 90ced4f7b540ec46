import type { Dictionary } from '../../../i18n/dictionary';
import type { placesZh } from './zh';

export const placesEn: Dictionary<typeof placesZh> = {
  map: {
    region: 'Map',
    list: 'Places on the map',
    marker: '{{n}}. {{title}}',
    pickHint: 'Tap the map to place the point; drag the marker to move it',
    useCentre: 'Use the map centre',
    picked: 'Chosen position: {{latitude}}, {{longitude}}',
    loading: 'Loading the map',
  },
  chosenPoint: 'Chosen place',
  name: 'Place name',
  namePlaceholder: 'e.g. hotel entrance',
  address: 'Address',
  addressPlaceholder: 'Street and number (optional)',
  coords: 'Coordinates: {{latitude}}, {{longitude}}',
  noPoint: 'No position chosen yet',
  chosen: 'Position set: {{latitude}}, {{longitude}}',
  confirm: 'Confirm',
  invalidTitle: 'Invalid location',
  invalidText: 'The link’s coordinates are missing or out of range, so it cannot be shown on the map.',
  back: 'Back',
  openInMaps: 'Open in OpenStreetMap',
};
export default placesEn;
