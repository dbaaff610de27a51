import type { BoardInstallation } from '@installer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { flag, verify } from '../api/review-installation.ts';
import { messageOf } from '../office-error.ts';

/**
 * The office's check of one installation (decision 0022): Verify, or Flag with a comment for the installer
 * written in a dialog; either reloads the board.
 */
export function useInstallationReview(installation: BoardInstallation) {
  const queryClient = useQueryClient();
  const [flagging, setFlagging] = useState(false);
  const { device } = installation;
  const done = () => queryClient.invalidateQueries({ queryKey: ['office_board'] });
  const verifying = useMutation({
    mutationFn: () => verify(installation.id_installation),
    onSuccess: () => {
      notify('success', 'office.verified_done', { device_number: device.device_number });
      return done();
    },
    onError: (error) => notify('error', messageOf(error)),
  });
  const flagged = useMutation({
    mutationFn: (comment: string) => flag(installation.id_installation, comment),
    onSuccess: () => {
      setFlagging(false);
      notify('info', 'office.flagged_done', { device_number: device.device_number });
      return done();
    },
    onError: (error) => notify('error', messageOf(error)),
  });
  return {
    verify: () => verifying.mutate(),
    verifying: verifying.isPending,
    /** The Flag dialog is open. */
    flagging,
    openFlag: () => setFlagging(true),
    closeFlag: () => setFlagging(false),
    flag: (comment: string) => flagged.mutate(comment),
    sendingFlag: flagged.isPending,
  };
}
