/** How a handover report writes a date: the day in words and the time (report-text.ts, report-call.ts). */
export const REPORT_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
