import { classNames } from '../class-names.ts';

/**
 * What every icon is: a decorative 24-unit SVG drawing in the colour of its text. One file per icon, so that a
 * chunk carries only the icons it shows: a bundler keeps a module whole in one chunk, and the app bar's would
 * otherwise bring every screen's icons to the first load. The paths are Google's Material Icons (Apache
 * License 2.0) as packaged by MUI's icons-material (MIT License, Copyright (c) Call-Em-All); each file names
 * its Material icon.
 */
export interface IconProps {
  /** large: a floating action button's. */
  size?: 'medium' | 'large';
}

/** Decorative: the button or text beside it carries the name. */
export function Svg({ d, size = 'medium' }: IconProps & { d: string }) {
  return (
    <svg
      className={classNames('icon', size === 'large' && 'icon-large')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
