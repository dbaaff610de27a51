export { customerName, jobWindow } from './job-text.ts';
