/** The nearest-rank `p`th percentile of `values` (0 when there are none). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The median of `values`: the middle one, or the mean of the two in the middle. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : undefined;
  if (middle !== undefined) return middle;
  const low = sorted[sorted.length / 2 - 1];
  const high = sorted[sorted.length / 2];
  if (low === undefined || high === undefined) throw new Error('no values to take the median of');
  return (low + high) / 2;
}
