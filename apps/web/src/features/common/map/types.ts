/** A point on the map (degrees, WGS 84). */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A marker: shown numbered in the order given (1, 2, 3…) when the map is `numbered`. */
export interface MapMarker extends MapPoint {
  id: string | number;
  /** What the marker is (a stop's name): its label on the map and in the list beside it. */
  title: string;
}

/** The tiles, as the server's `mapConfig` tells them (MAP_TILE_URL…, docs/maps.md). */
export interface MapTiles {
  tile_url: string;
  attribution: string;
  subdomains: string;
  max_zoom: number;
}

/**
 * The words a map brings: a block of the calling feature's dictionary (`cityWalk.map`) with these keys, typed with
 * `satisfies MapWords` in its zh file, so the kit needs no dictionary of its own. Placeholders: `marker` {{n}}
 * {{title}}, `picked` {{latitude}} {{longitude}}.
 */
export interface MapWords {
  /** The map region's name for assistive technology (路线地图). */
  region: string;
  /** The heading of the list of markers beside the map. */
  list: string;
  /** A marker's label: "{{n}}. {{title}}" (numbered) — `title` alone when not numbered. */
  marker: string;
  /** Picker mode: the hint under the map (tap the map to place the point). */
  pickHint: string;
  /** Picker mode: the button placing the point at the map's centre (keyboard users pan with the arrow keys). */
  useCentre: string;
  /** Picker mode: the chosen position, read out: "{{latitude}}, {{longitude}}". */
  picked: string;
  /** While the map loads. */
  loading: string;
}

export interface MapViewProps {
  markers: readonly MapMarker[];
  /** The key of the caller's MapWords block (`'cityWalk.map'`). */
  words: string;
  /** Number the markers 1, 2, 3… in the order given (default true). */
  numbered?: boolean;
  /** Draw a line through the markers in order (a route). */
  route?: boolean;
  /**
   * Picker mode: a tap on the map (or "use the centre") gives a position; a marker dragged to a new place gives
   * `onMove`. The caller decides what a position does (places the one marker, adds a stop…).
   */
  picker?: { onPick: (p: MapPoint) => void; onMove?: (id: MapMarker['id'], p: MapPoint) => void };
  /** Where the map looks when there is no marker (default: the area's centre given by the caller, else 0,0 world). */
  center?: MapPoint;
  /** Zoom with no marker or one marker (default 13). */
  zoom?: number;
  /** Height of the map in px (default 260). */
  height?: number;
  /** Called when a marker is chosen on the map or in the list. */
  onSelect?: (id: MapMarker['id']) => void;
  /** Show the list of markers beside the map (default true; always present for assistive technology). */
  showList?: boolean;
  className?: string;
}
