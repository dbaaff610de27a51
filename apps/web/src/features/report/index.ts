export { HandoverReport } from './handover-report.tsx';
export { ShareReportButton } from './share-report-button.tsx';
