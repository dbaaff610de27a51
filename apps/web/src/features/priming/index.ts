export { primedTime } from './priming-summary.ts';
export { findPrimedCustomer, findPrimedDevice, type PrimedAnswer, primedDomiciles } from './primed-data.ts';
export { clearPriming, primeNow, startPriming } from './schedule.ts';
