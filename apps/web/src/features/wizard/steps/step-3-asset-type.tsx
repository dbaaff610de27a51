import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Skeleton } from '../../../lib/ui/skeleton.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { goNext } from '../../../wizard-core/steps.ts';
import { updateWizard, useWizard } from '../../../wizard-core/wizard-store.ts';
import { useAssetTypes } from '../api/asset-types.ts';
import { assetTypesForDesk, chosenAssetType } from '../asset-type-filter.ts';
import { AssetTypeChoice } from './asset-type-choice.tsx';

/**
 * spec §2 Step 3: the asset types the device's desk allows (spec §4), grouped and filterable
 * (asset-type-choice.tsx); the professional's name without a user.
 */
export function Step3AssetType() {
  const { t } = useTranslation();
  const device = useWizard((s) => s.device);
  const withoutUser = useWizard((s) => s.without_user);
  const stored = useWizard((s) => s.asset_type);
  const autofillKey = useWizard((s) => s.autofill.type_asset);
  const [missing, setMissing] = useState(false);
  const types = useAssetTypes(device?.id_professional);

  const offered = useMemo(
    () => (types.data && device ? assetTypesForDesk(types.data, device.authorized_desk_version) : []),
    [types.data, device],
  );
  const chosen = chosenAssetType(offered, stored, autofillKey);

  useEffect(() => {
    // Keep the store in step with the preselection, so step 4 reads the type shown here.
    if (types.data && chosen !== stored) updateWizard({ asset_type: chosen });
  }, [types.data, chosen, stored]);

  const failed = types.isError;
  useEffect(() => {
    if (failed) notify('error', messageForStatus(types.error, {}, 'error_get_asset_types'));
  }, [failed, types.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMissing(true);
    goNext();
  };

  return (
    <Stack as="form" noValidate onSubmit={submit}>
      {withoutUser && device ? (
        <Alert severity="info" role="note">
          {t('step_3.professional_name', { name: device.name_professional })}
        </Alert>
      ) : null}

      {types.isPending ? (
        <Stack gap={1} role="status" aria-label={t('step_3.loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : failed ? (
        // The snackbar announced the failure; this stays in place of the list.
        <Alert severity="error" role="status">
          {t('error_get_asset_types')}
        </Alert>
      ) : offered.length === 0 ? (
        <Alert severity="warning" role="status">
          {t('step_3.none')}
        </Alert>
      ) : (
        <AssetTypeChoice
          offered={offered}
          chosen={chosen}
          missing={missing}
          onChoose={(type) => {
            setMissing(false);
            updateWizard({ asset_type: type });
          }}
        />
      )}

      <StepActions nextDisabled={types.isPending || failed} />
    </Stack>
  );
}
