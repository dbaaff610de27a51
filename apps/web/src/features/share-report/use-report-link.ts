import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { createReportLink, revokeReportLinks } from './api/report-link.ts';

/**
 * The Share report dialog's two calls: a new link made once per opening, and stopping every link to the
 * report (docs/decisions/0008-report-links.md); after stopping, a new link on request.
 */
export function useReportLink(idInstallation: number) {
  const create = useMutation({ mutationFn: () => createReportLink(idInstallation) });
  const revoke = useMutation({ mutationFn: () => revokeReportLinks(idInstallation) });
  const asked = useRef(false);
  const { mutate } = create;
  useEffect(() => {
    // One link per opening, even if the effect runs twice.
    if (asked.current) return;
    asked.current = true;
    mutate();
  }, [mutate]);

  const makeNew = () => {
    revoke.reset();
    create.mutate();
  };
  return { create, revoke, makeNew };
}
