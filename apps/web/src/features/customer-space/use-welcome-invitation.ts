import { invitationToken } from '@installer/contracts';
import { useEffect, useRef, useState } from 'react';
import { changeLocale, currentLocale, readerLocale } from '../../i18n/i18n.ts';
import { useInvitation } from './api/use-invitation.ts';
import { takeWelcomeToken } from './welcome-token.ts';

/**
 * The welcome link's invitation (spec §6): its token taken from the fragment, the invitation it opens, and the
 * page switched once to the customer's language.
 */
export function useWelcomeInvitation() {
  const [taken] = useState(takeWelcomeToken);
  // A token that is not one (a link cut short by a mail reader) opens nothing, as an unknown one: no call.
  const token = invitationToken.safeParse(taken).success ? taken : null;
  const invitation = useInvitation(token);
  const locale = invitation.data?.locale;
  const switched = useRef(false);

  useEffect(() => {
    // The customer's own language (their browser's, or one chosen here before) when it is one of ours: the
    // invitation's is the installer's app's, a guess, taken only for a reader of none of ours. Once: a language
    // the customer then picks from the menu stays theirs.
    if (locale && !switched.current) {
      switched.current = true;
      const language = readerLocale() ?? locale;
      if (language !== currentLocale()) void changeLocale(language);
    }
  }, [locale]);

  return { token, invitation };
}
