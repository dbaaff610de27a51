import i18next, { type i18n, type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The components' view of i18next (decision 0029): the interface's language as an external store, and a `t` fixed
 * to it, so a change of language renders every component that speaks, in one pass. i18next stays the runtime
 * (interpolation, plurals, the parts loaded later); this is only its binding to React.
 */
function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

function language(): string {
  return i18next.language;
}

export interface Translation {
  t: TFunction;
  i18n: i18n;
}

/**
 * `t` in the interface's language, or in `lng` for a page written in another one (a handover report in the
 * customer's language, whose texts loadLocale has added).
 */
export function useTranslation(options?: { lng?: string }): Translation {
  const current = useSyncExternalStore(subscribe, language, language);
  const lng = options?.lng ?? current;
  const t = useMemo(() => i18next.getFixedT(lng), [lng]);
  return { t, i18n: i18next };
}
