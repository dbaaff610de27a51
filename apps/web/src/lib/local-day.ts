/** The day of `date` on the phone's own calendar, YYYY-MM-DD (a job's scheduled_date is a day, not an instant). */
export function localDay(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A YYYY-MM-DD day as a Date at noon on the phone's calendar (noon: no daylight-saving edge moves its day). */
export function dayDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}
