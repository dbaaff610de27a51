import { type IconProps, Svg } from './svg.tsx';

/** Material's SignalCellularAlt. */
export const SignalIcon = (props: IconProps) => (
  <Svg d="M17 4h3v16h-3zM5 14h3v6H5zm6-5h3v11h-3z" {...props} />
);
