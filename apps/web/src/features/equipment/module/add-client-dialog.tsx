import { zodResolver } from '@hookform/resolvers/zod';
import { createClientBody, type PublicClient } from '@installer/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notify } from '../../snackbar/snackbar-store.ts';
import { useCreateClient } from '../api/clients.ts';
import { TextInput } from '../fields.tsx';

/** spec §3 New client as the dialog asks it; spec §5: the company name is required. */
const newClientForm = z.pipe(
  z.object({
    // The contracts' rule for nom_entreprise, with the message of spec §5.
    company_name: z
      .string()
      .check(z.trim(), z.minLength(1, 'step_4.company_name_required'), z.maxLength(200)),
    client_space_name: z.string().check(z.trim(), z.maxLength(200)),
    siret: z.string().check(z.trim(), z.maxLength(32)),
    code_client: z.string().check(z.trim(), z.maxLength(64)),
  }),
  // spec §7 client creation body: siret, numero_professionnel, nom_entreprise, client_space_name.
  z.transform((v) =>
    createClientBody.parse({
      nom_entreprise: v.company_name,
      client_space_name: v.client_space_name || undefined,
      siret: v.siret || undefined,
      numero_professionnel: v.code_client || undefined,
    }),
  ),
);
type NewClientValues = z.input<typeof newClientForm>;

const empty: NewClientValues = { company_name: '', client_space_name: '', siret: '', code_client: '' };

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
  const form = useForm<NewClientValues, unknown, z.output<typeof newClientForm>>({
    defaultValues: empty,
    resolver: zodResolver(newClientForm),
  });

  const save = form.handleSubmit(async (body) => {
    try {
      const client = await create.mutateAsync(body);
      notify('success', 'added_client');
      form.reset(empty);
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
