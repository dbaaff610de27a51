export { AddressBlock } from './address-block.tsx';
export {
  type AddressValue,
  addressProblem,
  emptyAddress,
  toDomicileChoice,
} from './address-value.ts';
export { domicileLine } from './domicile-line.ts';
