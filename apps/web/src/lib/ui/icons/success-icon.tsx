import { type IconProps, Svg } from './svg.tsx';

/** Material's SuccessOutlined (the Alert's). */
export const SuccessIcon = (props: IconProps) => (
  <Svg
    d="M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57A10 10 0 0 0 12 2 10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z"
    {...props}
  />
);
