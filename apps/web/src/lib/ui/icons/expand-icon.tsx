import { type IconProps, Svg } from './svg.tsx';

/** Material's ArrowDropDown. */
export const ExpandIcon = (props: IconProps) => <Svg d="m7 10 5 5 5-5z" {...props} />;
