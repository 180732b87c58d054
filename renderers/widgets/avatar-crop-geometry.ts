/**
 * The square crop of the avatar dialog as plain numbers, so it is tested without a browser: the
 * picture covers a square viewport at zoom 1 (its shorter side fills it), may be zoomed up to
 * MAX_ZOOM and moved, and never leaves a gap in the viewport. The crop is the part of the picture
 * the viewport shows, in the picture's own pixels.
 */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

export interface CropState {
  /** The picture's natural size. */
  width: number;
  height: number;
  /** The viewport's side in CSS pixels. */
  viewport: number;
  zoom: number;
  /** Where the picture's top-left corner lies relative to the viewport's (≤ 0). */
  x: number;
  y: number;
}

export function scaleOf(s: Pick<CropState, 'width' | 'height' | 'viewport' | 'zoom'>): number {
  return (s.viewport / Math.min(s.width, s.height)) * s.zoom;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Keeps the viewport covered: the offsets within [viewport - shown size, 0], zoom within its range. */
export function clampCrop(s: CropState): CropState {
  const zoom = clamp(s.zoom, MIN_ZOOM, MAX_ZOOM);
  const scale = scaleOf({ ...s, zoom });
  return {
    ...s,
    zoom,
    x: clamp(s.x, s.viewport - s.width * scale, 0),
    y: clamp(s.y, s.viewport - s.height * scale, 0),
  };
}

/** The picture centred at zoom 1: the middle square of its shorter side. */
export function initialCrop(width: number, height: number, viewport: number): CropState {
  const scale = scaleOf({ width, height, viewport, zoom: 1 });
  return {
    width,
    height,
    viewport,
    zoom: 1,
    x: (viewport - width * scale) / 2,
    y: (viewport - height * scale) / 2,
  };
}

export function moveCrop(s: CropState, dx: number, dy: number): CropState {
  return clampCrop({ ...s, x: s.x + dx, y: s.y + dy });
}

/** A new zoom around the viewport's centre (the point under it stays under it). */
export function zoomCrop(s: CropState, zoom: number): CropState {
  const before = scaleOf(s);
  const centreX = (s.viewport / 2 - s.x) / before;
  const centreY = (s.viewport / 2 - s.y) / before;
  const next = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const after = scaleOf({ ...s, zoom: next });
  return clampCrop({
    ...s,
    zoom: next,
    x: s.viewport / 2 - centreX * after,
    y: s.viewport / 2 - centreY * after,
  });
}

/** The square of the picture (natural pixels) the viewport shows. */
export function sourceSquare(s: CropState): { sx: number; sy: number; size: number } {
  const scale = scaleOf(s);
  // `+ 0` turns the -0 of an offset at the edge into 0 (a canvas does not care; readers do).
  return { sx: -s.x / scale + 0, sy: -s.y / scale + 0, size: s.viewport / scale };
}
