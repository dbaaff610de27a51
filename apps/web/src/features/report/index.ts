export { HandoverReport } from './handover-report.tsx';
