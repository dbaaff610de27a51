import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Measure {
  /** Stable key: the metric's path or the field name. */
  id: string;
  label: string;
  unit: string | null;
  /** Already formatted (formatValue). */
  value: string;
}

/** spec §2 Result screen: each measure with its label, its unit in brackets and its value. */
export function MeasureList({ title, measures }: { title: string; measures: Measure[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {measures.map((measure) => (
          <Box key={measure.id} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {measure.unit ? `${measure.label} (${measure.unit})` : measure.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
              {measure.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
