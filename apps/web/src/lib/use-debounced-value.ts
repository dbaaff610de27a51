import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (spec §9: the e-mail look-up waits 500 ms; the place search one geocoder call per pause). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
