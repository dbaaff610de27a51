import type { GenericModel } from '@installer/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import type { ClassicValues } from '../classic-values.ts';
import { SwitchInput, TextInput } from '../fields.tsx';

/** spec §3 Generic: the model's inputs (string, int, boolean, datetime) with their labels and required flags. */
export function GenericBlock({ model }: { model: GenericModel }) {
  const { control } = useFormContext<ClassicValues>();
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1">{model.name}</Typography>
      {model.form_inputs.map((input) =>
        input.type === 'boolean' ? (
          <SwitchInput
            key={input.name}
            control={control}
            name={`generic.${input.name}`}
            label={input.label}
          />
        ) : (
          <TextInput
            key={input.name}
            control={control}
            name={`generic.${input.name}`}
            label={input.label}
            required={input.required}
            inputMode={input.type === 'int' ? 'numeric' : undefined}
            type={input.type === 'datetime' ? 'datetime-local' : 'text'}
          />
        ),
      )}
    </Stack>
  );
}
