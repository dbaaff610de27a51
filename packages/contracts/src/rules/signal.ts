/** spec §4 Signal quality display; spec §9 scale 1 to 5. */
export type SignalLevel = 'no_data' | 'bad' | 'medium' | 'good' | 'very_good';

/** Theme colour of each level (spec §4: error for bad, warning for medium, green for very good). */
export const SIGNAL_COLOR: Record<SignalLevel, 'default' | 'error' | 'warning' | 'info' | 'success'> = {
  no_data: 'default',
  bad: 'error',
  medium: 'warning',
  good: 'info',
  very_good: 'success',
};

export function signalLevel(quality: number | null | undefined): SignalLevel {
  if (quality === null || quality === undefined || Number.isNaN(quality)) return 'no_data';
  if (quality <= 2) return 'bad';
  if (quality === 3) return 'medium';
  if (quality === 4) return 'good';
  return 'very_good';
}
