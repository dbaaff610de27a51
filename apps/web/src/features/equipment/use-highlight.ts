import { CALCULATED_HIGHLIGHT_MS } from '@installer/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** spec §9: a field the form calculated is highlighted for 1 s, so the installer sees what changed. */
export function useHighlight() {
  const [fields, setFields] = useState<ReadonlySet<string>>(() => new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flash = useCallback((names: string[]) => {
    if (names.length === 0) return;
    setFields(new Set(names));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFields(new Set()), CALCULATED_HIGHLIGHT_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { highlighted: fields, flash };
}
