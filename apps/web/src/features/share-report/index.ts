export { ShareReportButton } from './share-report-button.tsx';
