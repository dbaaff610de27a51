export {
  findPrimedCustomer,
  findPrimedDevice,
  keepJobs,
  primedDomiciles,
  primedJobs,
} from './primed-data.ts';
export { primedTime } from './primed-time.ts';
export { usePrimingStatus } from './priming-status.ts';
