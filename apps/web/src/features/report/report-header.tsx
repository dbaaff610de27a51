import type { HandoverReport } from '@installer/contracts';
import type { CSSProperties } from 'react';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The installation company at the top of the report: its logo and name, under a rule of its own colour
 * when it has a valid one (the report keeps the default theme otherwise: app/public-layout.tsx).
 */
export function ReportHeader({ professional }: { professional: HandoverReport['professional'] }) {
  const { primary, src_logo: logo } = professional.display;
  const brand = primary && HEX.test(primary) ? primary : undefined;
  return (
    <Stack
      as="header"
      direction="row"
      align="center"
      className="report-header"
      data-branded={brand ? true : undefined}
      // The company's colour is data, not the theme's: given to report-page.css as a variable.
      style={brand ? ({ '--report-brand': brand } as CSSProperties) : undefined}
    >
      {/* The company's name follows: the logo adds nothing to read. */}
      {logo ? <img src={logo} alt="" className="report-logo" /> : null}
      <Text weight="bold">{professional.name}</Text>
    </Stack>
  );
}
