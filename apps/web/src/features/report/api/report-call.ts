import { type HandoverReport, LOCALE_TAG, type Locale, reportToken } from '@installer/contracts';
import { currentLocale, readerLocale } from '../../../i18n/i18n.ts';
import { callApi } from '../../../lib/api/client.ts';
import { earlyCall } from '../../../lib/early-call.ts';
import { prepareDateTimeFormat } from '../../../lib/intl-formats.ts';
import { liveSession } from '../../../lib/session.ts';
import { REPORT_DATE } from '../report-date.ts';

/**
 * GET /report/:token (no sign-in), in `lang` when the reader chose one, else in the link's language. A 404 is
 * the link expired or revoked (the same answer for an unknown token, docs/decisions/0008-report-links.md): an
 * answer the page shows, not a failure to log.
 */
export const reportCall = earlyCall(
  async (signal: AbortSignal | undefined, token: string, lang: Locale | null): Promise<HandoverReport> =>
    (await callApi('getReport', { params: { token }, query: lang ? { lang } : {}, signal, expected: [404] }))
      .data,
);

/**
 * The language the page first asks the report in: none for a signed-in installer (the link's), else the
 * reader's own when it is one of ours. The link remembers the language of the screen it was shared from, the
 * installer's guess at the customer's; a French customer of an English-speaking installer gets French.
 */
export function firstReportLanguage(): Locale | null {
  return liveSession() ? null : readerLocale();
}

/**
 * The page's report asked for as the route starts (docs/decisions/0027-first-screen-sooner.md), beside
 * the page's chunk: `/report/:token` with a well-formed token (a malformed one opens nothing).
 */
export function startReportCall(pathname: string): void {
  const token = pathname.split('/')[2] ?? '';
  if (!reportToken.safeParse(token).success) return;
  const lang = firstReportLanguage();
  reportCall.start(token, lang);
  // The report's dates: the formatter is made while the report travels, not in its render. In the language
  // asked, or the interface's when the link's is not known yet (most of the cost is the language's alike).
  prepareDateTimeFormat(LOCALE_TAG[lang ?? currentLocale()], REPORT_DATE);
}
