import type { Liquid, ModuleAssetModel } from '@installer/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../fields.tsx';
import { ModuleInputField } from './module-input-field.tsx';
import { type ModuleValues, modelKey } from './module-values.ts';

/**
 * One asset model of the module (spec §3): whether it is active, its content (liquid) and its inputs.
 * spec §4: a single model is forced active; of several, any can be toggled, but one always stays on.
 */
export function ModelCard({
  model,
  single,
  lastActive,
  liquids,
  liquidsReady,
}: {
  model: ModuleAssetModel;
  single: boolean;
  lastActive: boolean;
  liquids: Liquid[];
  liquidsReady: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const key = modelKey(model);
  const { control } = useFormContext<ModuleValues>();
  const active = useWatch({ control, name: `models.${key}.active` });
  const locked = single || (active && lastActive);
  const hint = single ? t('step_4.model_forced') : locked ? t('step_4.last_active_model') : null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-name`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={`${id}-name`} component="h3" variant="subtitle1">
              {model.name}
            </Typography>
            <Controller
              control={control}
              name={`models.${key}.active`}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ minHeight: 48, mr: 0 }}
                  label={t('step_4.model_active')}
                  labelPlacement="start"
                  disabled={locked}
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{
                        input: { ref: field.ref, 'aria-describedby': hint ? `${id}-hint` : undefined },
                      }}
                    />
                  }
                />
              )}
            />
          </Stack>
          {hint ? (
            <FormHelperText id={`${id}-hint`} sx={{ mt: -1 }}>
              {hint}
            </FormHelperText>
          ) : null}
          {active ? (
            <>
              <SelectInput
                control={control}
                name={`models.${key}.id_asset_liquid`}
                label={t('step_4.content')}
                required
                disabled={!liquidsReady}
                choices={liquids.map((liquid) => ({
                  value: String(liquid.id_asset_liquid),
                  label: liquid.name,
                }))}
              />
              {model.form_inputs.map((input) => (
                <ModuleInputField
                  key={input.name}
                  modelKey={key}
                  input={input}
                  siblings={model.form_inputs}
                />
              ))}
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
