import { LANGUAGES, type Locale } from '@installer/contracts';

/**
 * The flag of a locale (public/flags, one file per flag code of the contracts' language list): images, so they
 * cost no JavaScript and render on every system.
 */
export function Flag({ locale }: { locale: Locale }) {
  const file = LANGUAGES[locale].flag.toLowerCase();
  return <img src={`/flags/${file}.svg`} alt="" width={28} height={19} style={{ borderRadius: 2 }} />;
}
