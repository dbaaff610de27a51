export { openSwap, type SwapArrival } from './open-swap.ts';
