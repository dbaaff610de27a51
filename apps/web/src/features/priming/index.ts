export { primedTime } from './priming-summary.ts';
export { findPrimedCustomer, findPrimedDevice, primedDomiciles } from './primed-data.ts';
export { clearPriming, startPriming } from './schedule.ts';
