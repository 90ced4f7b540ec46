/**
 * Mini-program QR codes carry parameters in one `scene` string: pairs split by `#`, key and value by `:`
 * (e.g. `site_area_id:3#x:1`). The string may arrive URL-encoded once more.
 */
export function parseScene(scene: string | null | undefined): Record<string, string> {
  if (!scene) return {};
  let text = scene;
  try {
    text = decodeURIComponent(scene);
  } catch {
    // Not encoded twice; use as is.
  }
  const out: Record<string, string> = {};
  for (const pair of text.split('#')) {
    const at = pair.indexOf(':');
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    if (key) out[key] = pair.slice(at + 1).trim();
  }
  return out;
}

function positiveInt(v: string | null | undefined): number | null {
  if (!v || !/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

/** Site area from the link: `site_area_id` first, then the `scene` string. */
export function siteAreaIdFromParams(params: URLSearchParams): number | null {
  return positiveInt(params.get('site_area_id')) ?? positiveInt(parseScene(params.get('scene')).site_area_id);
}
