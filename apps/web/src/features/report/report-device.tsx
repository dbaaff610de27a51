import type { HandoverReport } from '@installer/contracts';
import { Stack } from '../../lib/ui/stack.tsx';
import { Table } from '../../lib/ui/table.tsx';
import { Facts, ReportSection } from './report-section.tsx';
import { useReportText } from './report-text.ts';

/** The sensor on the equipment, and the ones it replaced, oldest first, as a table (one row each). */
export function ReportDevice({ report }: { report: HandoverReport }) {
  const { t, date } = useReportText();
  const { device, previous_devices: previous } = report;
  return (
    <ReportSection title={t('report.device')}>
      <Stack gap={1.5}>
        <Facts
          facts={[
            [t('report.device_number'), device.device_number],
            [t('report.model'), device.referential_name],
            [t('report.installed_on'), date(device.installed_at)],
          ]}
        />
        {previous.length > 0 ? (
          <Table caption={t('report.previous_devices')}>
            <thead>
              <tr>
                <th scope="col">{t('report.device_number')}</th>
                <th scope="col">{t('report.model')}</th>
                <th scope="col">{t('report.installed_on')}</th>
                <th scope="col">{t('report.removed_on')}</th>
              </tr>
            </thead>
            <tbody>
              {previous.map((each) => (
                <tr key={`${each.device_number}:${each.installed_at}`}>
                  <td>{each.device_number}</td>
                  <td>{each.referential_name}</td>
                  <td>{date(each.installed_at)}</td>
                  <td>{date(each.removed_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
      </Stack>
    </ReportSection>
  );
}
