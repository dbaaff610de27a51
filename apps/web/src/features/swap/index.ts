export { openSwap } from './open-swap.ts';
