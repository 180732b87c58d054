import { describe, expect, it } from 'vitest';
import { clampCrop, initialCrop, MAX_ZOOM, moveCrop, sourceSquare, zoomCrop } from './avatar-crop-geometry';

describe('avatar crop geometry', () => {
  it('starts with the middle square of a wide picture', () => {
    const crop = initialCrop(400, 200, 100);
    expect(sourceSquare(crop)).toEqual({ sx: 100, sy: 0, size: 200 });
  });

  it('starts with the middle square of a tall picture', () => {
    expect(sourceSquare(initialCrop(300, 600, 150))).toEqual({ sx: 0, sy: 150, size: 300 });
  });

  it('never moves the picture off the viewport', () => {
    const crop = initialCrop(400, 200, 100);
    expect(sourceSquare(moveCrop(crop, 1000, 0)).sx).toBe(0);
    expect(sourceSquare(moveCrop(crop, -1000, 0)).sx).toBe(200);
    expect(sourceSquare(moveCrop(crop, 0, 50)).sy).toBe(0);
  });

  it('zooms around the centre and keeps the zoom in range', () => {
    const crop = zoomCrop(initialCrop(200, 200, 100), 2);
    expect(sourceSquare(crop)).toEqual({ sx: 50, sy: 50, size: 100 });
    expect(zoomCrop(crop, 10).zoom).toBe(MAX_ZOOM);
    expect(zoomCrop(crop, 0.2).zoom).toBe(1);
  });

  it('zooming out after a move pulls the picture back over the viewport', () => {
    const moved = moveCrop(zoomCrop(initialCrop(200, 200, 100), 3), -1000, -1000);
    const out = clampCrop({ ...moved, zoom: 1 });
    expect(sourceSquare(out)).toEqual({ sx: 0, sy: 0, size: 200 });
  });
});
