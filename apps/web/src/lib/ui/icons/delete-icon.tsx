import { type IconProps, Svg } from './svg.tsx';

/** Material's Delete. */
export const DeleteIcon = (props: IconProps) => (
  <Svg d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" {...props} />
);
