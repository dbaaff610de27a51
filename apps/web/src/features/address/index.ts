export { AddressBlock } from './address-block.tsx';
export {
  type AddressValue,
  addressKind,
  addressProblem,
  emptyAddress,
  toDomicileChoice,
} from './address-value.ts';
