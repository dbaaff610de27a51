import './spinner.css';

/**
 * A circular progress: named (role progressbar) when it stands alone, decorative inside a busy button. The same
 * drawing as index.html's loader, so the app's start does not flicker from one to the other.
 */
export function Spinner({ size = 40, label }: { size?: number; label?: string }) {
  const drawing = (
    <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
  const style = { width: size, height: size };
  return label ? (
    <span className="spinner" role="progressbar" aria-label={label} style={style}>
      {drawing}
    </span>
  ) : (
    <span className="spinner" aria-hidden="true" style={style}>
      {drawing}
    </span>
  );
}

/** Something runs whose end is unknown; decorative, a status text beside it says what. */
export function LinearProgress() {
  return <div className="linear-progress" aria-hidden="true" />;
}
