import type { CreateClientBody, PublicClient } from '@installer/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { useCreateClient } from '../api/clients.ts';
import { contractResolver } from '../contract-check.ts';
import { TextInput } from '../fields.tsx';
import { emptyNewClient, type NewClientValues, newClientCheck } from './new-client-body.ts';

/** spec §6: with a user, the installer can add a client of the professional; spec §7 added_client. */
export function AddClientDialog({
  open,
  uidProfessional,
  onClose,
  onAdded,
}: {
  open: boolean;
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
      form.reset(emptyNewClient);
      onAdded(client);
    } catch (error) {
      notify('error', error instanceof ApiError ? error.messageKey : 'internal_server_error');
    }
  });

  const submit = (event: FormEvent) => {
    // The dialog sits in the equipment form in React's tree: its submit must not submit step 4 too.
    event.stopPropagation();
    void save(event);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby="add-client-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="add-client-title">{t('step_4.add_client_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput control={form.control} name="company_name" label={t('step_4.company_name')} required />
            <TextInput
              control={form.control}
              name="client_space_name"
              label={t('step_4.client_space_name')}
            />
            <TextInput control={form.control} name="siret" label={t('step_4.siret')} inputMode="numeric" />
            <TextInput control={form.control} name="code_client" label={t('step_4.code_client')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={onClose}>
            {t('step_4.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('step_4.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
