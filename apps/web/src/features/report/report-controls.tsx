import { LANGUAGES, LOCALE_TAG, LOCALES, type Locale } from '@installer/contracts';
import { Button } from '../../lib/ui/button.tsx';
import { PrintIcon } from '../../lib/ui/icons/print-icon.tsx';
import { Select } from '../../lib/ui/select.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { useReportText } from './report-text.ts';

/** Print (or save as PDF) and the report's language: on screen only, never on paper. */
export function ReportControls({
  language,
  onLanguage,
}: {
  language: Locale;
  onLanguage(locale: Locale): void;
}) {
  const { t } = useReportText();
  return (
    <Stack direction="row" gap={1.5} align="center" wrap className="report-controls">
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {t('report.print')}
      </Button>
      <div className="report-language">
        <Select
          label={t('report.language')}
          value={language}
          onChange={(event) => onLanguage(event.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={LOCALE_TAG[locale]}>
              {LANGUAGES[locale].name}
            </option>
          ))}
        </Select>
      </div>
    </Stack>
  );
}
