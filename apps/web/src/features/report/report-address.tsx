import type { HandoverReport } from '@installer/contracts';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { ReportMap } from './report-map.tsx';
import { ReportSection } from './report-section.tsx';
import { useReportText } from './report-text.ts';

/** Where the equipment is: the address's name, the address on its lines, and its place on a map. */
export function ReportAddress({ address }: { address: HandoverReport['address'] }) {
  const { t } = useReportText();
  const town = [address.postal_code, address.city].filter(Boolean).join(' ');
  // A geocoded address often holds its town and country already: they are not repeated under it.
  const lines = [
    address.address,
    ...[town, address.country].filter((part) => part && !address.address.includes(part)),
  ];
  const position =
    address.latitude !== null && address.longitude !== null
      ? { lat: address.latitude, lon: address.longitude }
      : null;
  return (
    <ReportSection title={t('report.address')}>
      <Stack gap={1.5}>
        <div>
          <Text weight="medium">{address.address_name}</Text>
          <Text as="address">
            {lines.map((line) => (
              <Text key={line} as="span" block>
                {line}
              </Text>
            ))}
          </Text>
        </div>
        {position && <ReportMap position={position} />}
      </Stack>
    </ReportSection>
  );
}
