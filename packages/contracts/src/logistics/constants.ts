/**
 * Logistics (spec "/pagesA/logistics/*", POST `logisticsLog`; docs/logistics.md), the zod-free part: limits, modes,
 * statuses, and the one price rule the server and the web's calculator share.
 */
export const LOGISTICS = {
  placeMax: 60,
  noteMax: 1000,
  goodsMax: 200,
  reasonMax: 300,
  logPlaceMax: 80,
  logNoteMax: 300,
  /** Highest price per kg, in the currency's minor unit. */
  perKgMax: 100_000_000,
  /** Highest price per cubic metre and minimum charge, in the currency's minor unit. */
  priceMax: 1_000_000_000,
  /** Heaviest shipment, kg; largest, m³; most parcels. */
  weightKgMax: 50_000,
  volumeM3Max: 1_000,
  parcelsMax: 999,
  daysMax: 365,
  pageMax: 50,
  /** Shipment requests one account may send per hour. */
  perHour: 30,
  /** Tracking entries one shipment holds. */
  logsMax: 200,
} as const;

export const LOGISTICS_MODES = ['sea', 'air', 'land'] as const;
export type LogisticsMode = (typeof LOGISTICS_MODES)[number];

/** A line: waiting for the area's review, listed, refused by the review, or taken down by its company. */
export const LOGISTICS_LINE_STATUSES = ['reviewing', 'online', 'rejected', 'offline'] as const;
export type LogisticsLineStatus = (typeof LOGISTICS_LINE_STATUSES)[number];

/**
 * A shipment: requested → quoted (the company's price) → accepted (by the sender; paid first when the area takes
 * payments online) → in transit (the first tracking entry) → delivered; declined by the company or cancelled by
 * the sender before it is accepted.
 */
export const SHIPMENT_STATUSES = ['requested', 'quoted', 'accepted', 'in_transit', 'delivered', 'declined', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Moves through `logistics/shipment/move/{id}`: the company quotes or declines, the sender cancels. */
export const SHIPMENT_MOVES = ['quoted', 'declined', 'cancelled'] as const;
export type ShipmentMove = (typeof SHIPMENT_MOVES)[number];

export const LOGISTICS_PAGES = {
  list: '/pagesA/logistics/list',
  detail: '/pagesA/logistics/detail',
  manage: '/pagesA/logistics/manage',
  manageDetail: '/pagesA/logistics/manage-detail',
} as const;

/** What a line charges, in minor units: the larger of weight and volume charge, and never under the minimum. */
export function shipmentPrice(line: { price_per_kg: number; price_per_cbm: number; min_charge: number }, weightKg: number, volumeM3: number): number {
  const grams = Math.round(weightKg * 1000);
  const litres = Math.round(volumeM3 * 1000);
  const byWeight = Math.ceil((grams * line.price_per_kg) / 1000);
  const byVolume = Math.ceil((litres * line.price_per_cbm) / 1000);
  return Math.max(line.min_charge, byWeight, byVolume);
}
