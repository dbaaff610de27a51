import { useTranslation } from '../../i18n/use-translation.ts';
import { Redirect, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import * as z from 'zod/mini';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { site } from '../../wizard-core/site.ts';
import type { SwapArrival } from './open-swap.ts';
import { SwapNumberField } from './swap-number-field.tsx';
import { useSwapForm } from './use-swap-form.ts';
import './swap-page.css';

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
  const form = useSwapForm(idInstallation, arrival);
  return (
    <Stack as="form" noValidate onSubmit={form.submit}>
      <Text as="h1" variant="h5">
        {t('swap.title')}
      </Text>
      <Text>
        {arrival ? t('swap.intro_device', { device_number: arrival.device_number }) : t('swap.intro')}
      </Text>
      <SwapNumberField
        number={form.number}
        onChange={form.change}
        problem={form.problem}
        current={arrival?.device_number}
      />
      {form.refusal && (
        <Alert severity="error" role="alert">
          {t(form.refusal)}
        </Alert>
      )}
      <Stack direction="row" gap={1.5} justify="between">
        <Button onClick={form.cancel} disabled={form.pending}>
          {t('swap.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.pending} className="swap-submit">
          {t('swap.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
