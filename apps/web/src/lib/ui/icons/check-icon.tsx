import { type IconProps, Svg } from './svg.tsx';

/** Material's Check: also the stepper's done mark, drawn inside its own circle (features/wizard/stepper.tsx). */
export const CHECK_PATH = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

export const CheckIcon = (props: IconProps) => <Svg d={CHECK_PATH} {...props} />;
