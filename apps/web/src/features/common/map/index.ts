// The kit's shared map (docs/maps.md). Import from here: the component is light, Leaflet loads with the first map drawn.
export { MapView } from './map-view';
export type { MapMarker, MapPoint, MapTiles, MapViewProps, MapWords } from './types';
export { formatPoint } from './marker-label';
export { putPickedLocation, takePickedLocation, type PickedLocation } from './picked-location';
export { useAreaCentre, parsePoint } from './area-centre';
