export { primedTime } from './primed-time.ts';
export {
  findPrimedCustomer,
  findPrimedDevice,
  keepJobs,
  primedDomiciles,
  primedJobs,
} from './primed-data.ts';
export { usePrimingStatus } from './priming-status.ts';
