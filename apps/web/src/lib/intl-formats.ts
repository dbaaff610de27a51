/**
 * Number and date formatters, made once per language and options. Making an `Intl` formatter costs about as
 * much as a render of a small component (`toLocaleString` with options makes one per call): the report's
 * facts and the list's dates were formatted one new formatter each, on the main thread of the first render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}
