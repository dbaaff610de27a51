import { deviceNumber } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import * as z from 'zod/mini';
import type { MessageKey } from '../../i18n/message-key.ts';
import { useDisplayOptions } from '../../lib/display-options.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { ScanIcon } from '../../lib/ui/icons/scan-icon.tsx';
import { resultArrival } from '../../wizard-core/result-params.ts';
import { site } from '../../wizard-core/site.ts';
import type { SwapArrival } from './open-swap.ts';
import { swapRefusal, swapSensor } from './swap-sensor.ts';

// The scanner brings the camera code and the barcode decoder: loaded when opened, as in step 2.
const ScannerDialog = lazy(async () => ({
  default: (await import('../scanner/scanner-dialog.tsx')).ScannerDialog,
}));

const arrivalSchema = z.object({ device_number: z.string(), site: z._default(z.nullable(site), null) });
const idSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/**
 * `/swap/:id_installation`: a faulty sensor replaced by another (typed or scanned, as in spec §2 Step 2) on
 * the same equipment. The equipment, its address and its history stay; the old device is released; the new
 * one goes through the result screen (POST /installation/:id/swap, through the outbox).
 */
export function SwapPage() {
  const params = useParams<{ id_installation: string }>();
  const id = idSchema.safeParse(params.id_installation);
  const arrival = arrivalSchema.safeParse(useHistoryState<unknown>());
  if (!id.success) return <Redirect to="/installations" replace />;
  return <SwapForm idInstallation={id.data} arrival={arrival.success ? arrival.data : null} />;
}

function SwapForm({ idInstallation, arrival }: { idInstallation: number; arrival: SwapArrival | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const urlPlatform = useDisplayOptions().data?.url_platform ?? null;
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [scanning, setScanning] = useState(false);
  const swap = useMutation({ mutationFn: (next: string) => swapSensor(idInstallation, next) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (swap.isPending) return;
    const parsed = deviceNumber.safeParse(number);
    const next = parsed.success ? parsed.data : number.trim();
    const invalid: MessageKey | null =
      next === ''
        ? 'number_required'
        : !parsed.success
          ? 'swap.number_invalid'
          : next === arrival?.device_number
            ? 'swap.same_device'
            : null;
    setProblem(invalid);
    if (invalid) return;
    swap.mutate(next, {
      onSuccess: (outcome) => {
        if (outcome.queued) {
          notify('info', 'swap.queued');
          navigate('/installations');
          return;
        }
        const { result } = outcome;
        notify('success', 'swap.done', { device_number: result.previous_device.device_number });
        const { device } = result;
        // spec §5: the result screen needs a value type; a device without one is seen in My installations.
        if (!device.value_type_device) {
          navigate('/installations');
          return;
        }
        const state = resultArrival(
          {
            id_device: device.id_device,
            device_number: device.device_number,
            url_device_detail: device.url_device_detail,
            value_type_device: device.value_type_device,
            id_professional: device.id_professional,
            id_module: result.id_module,
            url_platform: urlPlatform,
            installation: device.installation,
            email: result.email,
            id_installation: result.id_installation,
            site: arrival?.site ?? null,
          },
          // The customer had their invitation when the equipment was installed.
          { revisit: true },
        );
        navigate('/result', { state });
      },
    });
  };

  const refusal = swap.isError ? swapRefusal(swap.error) : null;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography component="h1" variant="h5">
        {t('swap.title')}
      </Typography>
      <Typography>
        {arrival ? t('swap.intro_device', { device_number: arrival.device_number }) : t('swap.intro')}
      </Typography>
      <TextField
        label={t('swap.number_label')}
        value={number}
        onChange={(event) => {
          setNumber(event.target.value);
          setProblem(null);
          swap.reset();
        }}
        required
        fullWidth
        error={problem !== null}
        helperText={
          problem ? t(problem, { device_number: arrival?.device_number ?? '' }) : t('swap.number_help')
        }
        slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'text', maxLength: 64 } }}
      />
      <Button variant="outlined" startIcon={<ScanIcon />} onClick={() => setScanning(true)}>
        {t('step_2.scan')}
      </Button>
      {refusal && (
        <Alert severity="error" role="alert">
          {t(refusal)}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button
          onClick={() => (arrival ? window.history.back() : navigate('/installations'))}
          disabled={swap.isPending}
        >
          {t('swap.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={swap.isPending} sx={{ minWidth: 140 }}>
          {t('swap.submit')}
        </Button>
      </Stack>
      {scanning && (
        <Suspense fallback={null}>
          <ScannerDialog
            onDetected={(code) => {
              setScanning(false);
              setNumber(code);
              setProblem(null);
              swap.reset();
            }}
            onClose={() => setScanning(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
