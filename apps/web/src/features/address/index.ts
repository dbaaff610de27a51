export { AddressBlock } from './address-block.tsx';
export {
  type AddressValue,
  addressProblem,
  emptyAddress,
  toDomicileChoice,
} from './address-value.ts';
export { domicileLine } from './domicile-line.ts';
export { MIN_SEARCH_LENGTH, usePlaceSuggestions } from './api/geo-autocomplete.ts';
export { fetchPlace } from './api/geo-place.ts';
