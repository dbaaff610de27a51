import type { PublicClient } from '@installer/contracts';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { FormSelect } from '../../../lib/ui/form-fields.tsx';
import { AddPersonIcon } from '../../../lib/ui/icons/add-person-icon.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { useProfessionalClients } from '../api/clients.ts';
import { AddClientDialog } from './add-client-dialog.tsx';
import type { ModuleValues } from './module-values.ts';
import { SelectOptions } from './select-options.tsx';

/** spec §5/§6 Module form: the customer, from the professional's clients, or a client added here. */
export function CustomerField({ uidProfessional }: { uidProfessional: string }) {
  const { t } = useTranslation();
  const { control, setValue, getValues, formState } = useFormContext<ModuleValues>();
  const clients = useProfessionalClients(uidProfessional, true);
  const [adding, setAdding] = useState(false);

  const failed = clients.isError;
  useEffect(() => {
    if (failed) notify('error', messageForStatus(clients.error, {}, 'internal_server_error'));
  }, [failed, clients.error]);

  // A domicile of the previous customer does not belong to the new one.
  const forgetDomicile = () => {
    const address = getValues('address');
    if (address.mode === 'existing')
      setValue('address', { ...address, id_domicile: null }, { shouldDirty: true });
  };

  const added = (client: PublicClient) => {
    setAdding(false);
    setValue('id_client', String(client.id_client), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    forgetDomicile();
  };

  return (
    <Stack gap={1} align="start">
      <FormSelect
        control={control}
        name="id_client"
        label={t('step_4.customer')}
        required
        disabled={!clients.isSuccess}
        helperText={clients.data?.length === 0 ? t('step_4.no_clients') : undefined}
        onValueChange={forgetDomicile}
      >
        <SelectOptions
          choices={(clients.data ?? []).map((client) => ({
            value: String(client.id_client),
            label: client.client_space_name,
          }))}
        />
      </FormSelect>
      <Button startIcon={<AddPersonIcon />} onClick={() => setAdding(true)}>
        {t('step_4.add_client')}
      </Button>
      {/* Out of the step 4 form in the page: a form is never inside another (its own submit, its own Enter). */}
      {adding
        ? createPortal(
            <AddClientDialog
              uidProfessional={uidProfessional}
              onClose={() => setAdding(false)}
              onAdded={added}
            />,
            document.body,
          )
        : null}
    </Stack>
  );
}
