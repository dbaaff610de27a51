import { capitalizeProduct, type DeviceCheck, STEP5_PRODUCTS } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useDisplayOptions } from '../../../lib/display-options.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { openResult } from '../../../wizard-core/open-result.ts';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { getWizard, useWizard } from '../../../wizard-core/wizard-store.ts';
import {
  externalConfigPlan,
  type Step5Facts,
  step5Facts,
  useExternalConfig,
  useInstallationAttempt,
  useStep5Names,
} from '../../installation/index.ts';
import { QueuedInstallation } from '../../outbox/index.ts';

/**
 * spec §2 Step 5 (referential 244 only), after the installation was created in step 4: the summary, Skip
 * and Validate. Validate checks the product (spec §5, error dialog error_install listing the valid
 * products) and sends the external configuration (spec §7 OtoDataInstall); both lead to the result.
 */
export function Step5ExternalConfig() {
  const { t } = useTranslation();
  const device = useWizard((s) => s.device);
  // The installation of step 4, as its outbox record says now (sent by another tab or the worker meanwhile).
  const attempt = useInstallationAttempt();
  const stay = (event: FormEvent) => event.preventDefault();

  if (attempt === undefined) {
    return (
      <Frame onSubmit={stay}>
        <Skeleton variant="rounded" height={120} role="status" aria-label={t('step_5.loading')} />
      </Frame>
    );
  }
  // Refused in a later round (docs/decisions/0002-outbox.md): the way back to the form comes before any configuration.
  if (attempt?.state === 'rejected') {
    return (
      <Frame onSubmit={stay}>
        <QueuedInstallation item={attempt} />
        <StepActions nextDisabled />
      </Frame>
    );
  }
  // The summary of an installation created, or waiting to be sent ahead of its configuration.
  const facts = attempt?.state === 'sent' || attempt?.state === 'pending' ? step5Facts(attempt) : null;
  if (!device || !attempt || !facts) {
    return (
      <Frame onSubmit={stay}>
        <Alert severity="warning">{t('step_5.no_installation')}</Alert>
        <StepActions nextDisabled />
      </Frame>
    );
  }
  return <ExternalConfigForm device={device} facts={facts} installationKey={attempt.key} />;
}

function Frame({ onSubmit, children }: { onSubmit(event: FormEvent): void; children: React.ReactNode }) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {children}
    </Stack>
  );
}

function ExternalConfigForm({
  device,
  facts,
  installationKey,
}: {
  device: DeviceCheck;
  facts: Step5Facts;
  installationKey: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const urlPlatform = useDisplayOptions().data?.url_platform ?? null;
  const names = useStep5Names({
    idReferential: device.id_device_referential,
    idLiquid: facts.idLiquid,
    idModel: facts.idModel,
  });
  const send = useExternalConfig(device, installationKey);
  const [rejected, setRejected] = useState<string | null>(null);

  const failed = names.isError;
  useEffect(() => {
    // spec §8: error_during_installation, also for step 5 lookups.
    if (failed) notify('error', 'error_during_installation');
  }, [failed]);

  const toResult = () => openResult(navigate, getWizard(), urlPlatform);

  const validate = (event: FormEvent) => {
    event.preventDefault();
    if (!names.data || send.isPending) return;
    const plan = externalConfigPlan({ deviceNumber: device.device_number, facts, ...names.data });
    if (!plan.ok) {
      if (plan.reason === 'invalid_product') setRejected(plan.product);
      else
        notify(
          'error',
          plan.reason === 'no_capacity' ? 'step_5.capacity_required' : 'error_during_installation',
        );
      return;
    }
    send.mutate(plan.body, {
      onSuccess: ({ queued }) => {
        notify(queued ? 'info' : 'success', queued ? 'outbox.configuration_queued' : 'step_5.configured');
        toResult();
      },
      onError: (error) => {
        // The server checks the product with the same rule (contracts); its answer opens the same dialog.
        if (error instanceof ApiError && error.code === 'invalid_product')
          setRejected(plan.body.payload.product);
        else notify('error', 'error_during_installation');
      },
    });
  };

  const product = names.data ? capitalizeProduct(names.data.liquidName) : null;
  const rows: [string, string | null][] = [
    [t('step_5.device_side_name'), names.data?.deviceName ?? null],
    [t('step_5.address'), facts.address || null],
    [t('step_5.serial_number'), device.device_number],
    [t('step_5.product'), product],
    [
      t('step_5.capacity'),
      facts.capacity === null ? null : t('step_5.capacity_litres', { value: facts.capacity }),
    ],
    [t('step_5.tank_format'), facts.tankFormat ? t(facts.tankFormat) : null],
  ];

  return (
    <Frame onSubmit={validate}>
      <Typography variant="body2">{t('step_5.intro')}</Typography>
      <Typography component="h2" variant="h6">
        {t('step_5.summary')}
      </Typography>
      {names.isPending ? (
        <Stack spacing={1} role="status" aria-label={t('step_5.loading')}>
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : (
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 500 }}>
                {value ?? t('step_5.not_given')}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Button
        type="button"
        variant="outlined"
        onClick={toResult}
        disabled={send.isPending}
        sx={{ minHeight: 48 }}
      >
        {t('step_5.skip')}
      </Button>
      <StepActions nextLabel={t('step_5.validate')} nextDisabled={!names.data} loading={send.isPending} />
      <Dialog
        open={rejected !== null}
        onClose={() => setRejected(null)}
        aria-labelledby="error-install-title"
      >
        <DialogTitle id="error-install-title">{t('error_install')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('step_5.invalid_product', { product: rejected ?? '' })}</DialogContentText>
          <DialogContentText sx={{ mt: 2 }}>{t('step_5.valid_products')}</DialogContentText>
          <Typography component="ul" variant="body2" sx={{ columns: 2, pl: 2 }}>
            {STEP5_PRODUCTS.map((valid) => (
              <li key={valid}>{valid}</li>
            ))}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejected(null)}>{t('step_5.close')}</Button>
        </DialogActions>
      </Dialog>
    </Frame>
  );
}
