/** Unix seconds of a stored timestamp (the drivers hand back a Date, or an ISO string from JSON columns): what replies carry. */
export function epochSeconds(d: Date | string): number {
  return Math.floor(new Date(d).getTime() / 1000);
}

/** The same for a column that may be empty. */
export function epochSecondsOrNull(d: Date | string | null | undefined): number | null {
  return d === null || d === undefined ? null : epochSeconds(d);
}
