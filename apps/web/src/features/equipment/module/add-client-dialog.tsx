import type { CreateClientBody, PublicClient } from '@installer/contracts';
import type { FormEvent, KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../../lib/ui/dialog.tsx';
import { FormTextField } from '../../../lib/ui/form-fields.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { useCreateClient } from '../api/clients.ts';
import { contractResolver } from '../contract-check.ts';
import { emptyNewClient, type NewClientValues, newClientCheck } from './new-client-body.ts';
import './add-client-dialog.css';

/**
 * spec §6: with a user, the installer can add a client of the professional; spec §7 added_client.
 * Rendered means open (lib/ui/dialog.tsx): the caller unmounts it to close, and what was typed goes with it.
 */
export function AddClientDialog({
  uidProfessional,
  onClose,
  onAdded,
}: {
  uidProfessional: string;
  onClose(): void;
  onAdded(client: PublicClient): void;
}) {
  const { t } = useTranslation();
  const create = useCreateClient(uidProfessional);
  const form = useForm<NewClientValues, unknown, CreateClientBody>({
    defaultValues: emptyNewClient,
    resolver: contractResolver(newClientCheck),
  });

  const save = form.handleSubmit(async (body) => {
    try {
      const client = await create.mutateAsync(body);
      notify('success', 'added_client');
      onAdded(client);
    } catch (error) {
      notify('error', error instanceof ApiError ? error.messageKey : 'internal_server_error');
    }
  });

  // The dialog sits in the equipment form in React's tree: its submit must not submit step 4 too, and its
  // Enter submits this form rather than moving on through step 4's fields (enter-moves-on.ts).
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void save(event);
  };
  const keepEnter = (event: KeyboardEvent) => event.stopPropagation();

  return (
    <Dialog onClose={onClose}>
      <form className="add-client-form" noValidate onSubmit={submit} onKeyDown={keepEnter}>
        <DialogTitle>{t('step_4.add_client_title')}</DialogTitle>
        <DialogContent>
          <Stack className="add-client-fields">
            <FormTextField
              control={form.control}
              name="company_name"
              label={t('step_4.company_name')}
              required
              data-autofocus
            />
            <FormTextField
              control={form.control}
              name="client_space_name"
              label={t('step_4.client_space_name')}
            />
            <FormTextField
              control={form.control}
              name="siret"
              label={t('step_4.siret')}
              inputMode="numeric"
            />
            <FormTextField control={form.control} name="code_client" label={t('step_4.code_client')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('step_4.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('step_4.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
