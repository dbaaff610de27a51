import type { Locale } from '@installer/contracts';

/** The flag of a locale (public/flags): images, so they cost no JavaScript and render on every system. */
export function Flag({ locale }: { locale: Locale }) {
  return <img src={`/flags/${locale}.svg`} alt="" width={28} height={19} style={{ borderRadius: 2 }} />;
}
