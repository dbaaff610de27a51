/**
 * The size a photo is scaled to before upload (docs/PERFORMANCE.md, photo bytes): the long side at most `maxLongSide`, the aspect
 * ratio kept, never enlarged. A 4000x3000 capture becomes 1920x1440.
 */
export function fitWithin(
  width: number,
  height: number,
  maxLongSide: number,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError(`not an image size: ${width}x${height}`);
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
