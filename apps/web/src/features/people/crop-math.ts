export interface Offset {
  x: number;
  y: number;
}

/** The scale at which a w×h picture just covers a size×size square. */
export function coverScale(w: number, h: number, size: number): number {
  return size / Math.min(w, h);
}

/** Keeps a centred picture's offset within what still covers the square at this zoom (no empty edges). */
export function clampOffset(o: Offset, w: number, h: number, size: number, zoom: number): Offset {
  const scale = coverScale(w, h, size) * zoom;
  const maxX = Math.max(0, (w * scale - size) / 2);
  const maxY = Math.max(0, (h * scale - size) / 2);
  const clamp = (v: number, m: number) => Math.min(m, Math.max(-m, v));
  return { x: clamp(o.x, maxX), y: clamp(o.y, maxY) };
}
