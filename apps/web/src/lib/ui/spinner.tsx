import './spinner.css';
import { classNames } from './class-names.ts';

type Props = {
  size?: number;
  /** Its name when it stands alone (role progressbar); without one it is decorative (a text beside says what). */
  label?: string;
  /** inherit: the colour of the text around it (over the camera's picture, in a field). */
  tone?: 'primary' | 'inherit';
};

/**
 * A circular progress: named (role progressbar) when it stands alone, decorative beside its words or inside a
 * busy button. The same drawing as index.html's loader, so the app's start does not flicker from one to the
 * other.
 */
export function Spinner({ size = 40, label, tone = 'primary' }: Props) {
  const className = classNames('spinner', tone === 'inherit' && 'spinner-inherit');
  const drawing = (
    <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
  const style = { width: size, height: size };
  return label ? (
    <span className={className} role="progressbar" aria-label={label} style={style}>
      {drawing}
    </span>
  ) : (
    <span className={className} aria-hidden="true" style={style}>
      {drawing}
    </span>
  );
}
