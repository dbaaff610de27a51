/**
 * Number and date formatters, made once per language and options. Making an `Intl` formatter costs about as
 * much as a render of a small component (`toLocaleString` with options makes one per call): the report's
 * facts and the list's dates were formatted one new formatter each, on the main thread of the first render.
 * One formatter per language and options, made on first use.
 */
function cached<O, F>(make: (tag: string, options: O) => F): (tag: string, options: O) => F {
  const made = new Map<string, F>();
  return (tag, options) => {
    const key = `${tag} ${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(tag, options);
      made.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(
  (tag: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options),
);

export const dateTimeFormat = cached(
  (tag: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options),
);

/**
 * Makes a date formatter in a task of its own, ahead of the render that needs it. A page's first one costs 10 to
 * 25 ms (ICU's calendar and time-zone data), which inside a render is a unit of work React cannot slice; made
 * while the screen's first call travels, the render finds it made. A task, not an idle callback: the main thread
 * is seldom idle before the answer comes (docs/decisions/0028-first-screen-in-slices.md).
 */
export function prepareDateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): void {
  setTimeout(() => dateTimeFormat(tag, options));
}
