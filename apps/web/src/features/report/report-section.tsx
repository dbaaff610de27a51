import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One part of the report, kept on one printed page when it fits. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        breakInside: 'avoid',
        pageBreakInside: 'avoid',
        '& + &': { mt: 3 },
        '@media print': { '& + &': { mt: 2 } },
      }}
    >
      <Typography
        id={id}
        component="h2"
        variant="h6"
        sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export type Fact = readonly [label: string, value: ReactNode];

/** Label and value pairs, side by side on a page, one under the other on a narrow phone. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 0.75 },
        '@media print': { gridTemplateColumns: 'minmax(10rem, 1fr) 2fr', rowGap: 0.25 },
      }}
    >
      {facts.map(([label, value], index) => (
        // Labels come from the equipment's model too, where two inputs may share one; the list is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: the facts never move while the page is shown
        <Box key={`${index}:${label}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
