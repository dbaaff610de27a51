import './progress.css';

type Props = {
  /** Done so far, 0 to 100; none while the end is unknown. */
  value?: number;
  /** Its name for screen readers; without one the bar is decorative (a status text beside it says what). */
  label?: string;
};

/** A linear progress bar: how far something has come (a determinate value) or that it runs (none). */
export function Progress({ value, label }: Props) {
  const determinate = value !== undefined;
  const clamped = determinate ? Math.min(100, Math.max(0, value)) : 0;
  const named = label
    ? {
        role: 'progressbar',
        'aria-label': label,
        'aria-valuemin': determinate ? 0 : undefined,
        'aria-valuemax': determinate ? 100 : undefined,
        'aria-valuenow': determinate ? Math.round(clamped) : undefined,
      }
    : { 'aria-hidden': true };
  return (
    <div {...named} className="progress" data-indeterminate={determinate ? undefined : true}>
      <div
        className="progress-bar"
        style={determinate ? { transform: `scaleX(${clamped / 100})` } : undefined}
      />
    </div>
  );
}
