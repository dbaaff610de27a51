import { LOCALE_TAG, type Locale } from '@installer/contracts';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatValue } from '../../lib/format-value.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';
import { REPORT_DATE } from './report-date.ts';

/**
 * The language a handover report is written in: the customer's (the link's, or the one the reader chose),
 * which may differ from the interface language of whoever opens it, and is never made theirs.
 */
export const ReportLanguage = createContext<Locale>('gb');

/** The report's texts, dates and values in the report's language. */
export function useReportText() {
  const language = useContext(ReportLanguage);
  const { t } = useTranslation({ lng: language });
  const tag = LOCALE_TAG[language];
  const words = { yes: t('result.value_yes'), no: t('result.value_no') };
  return {
    t,
    tag,
    date: (iso: string) => dateTimeFormat(tag, REPORT_DATE).format(new Date(iso)),
    value: (value: unknown, unit?: string | null) => {
      const text = formatValue(value, tag, words);
      return unit && value !== null && value !== undefined && value !== '' ? `${text} ${unit}` : text;
    },
  };
}
