import type { GenericModel } from '@installer/contracts';
import { useFormContext } from 'react-hook-form';
import { FormSwitch, FormTextField } from '../../../lib/ui/form-fields.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import type { ClassicValues } from '../classic-values.ts';

/** spec §3 Generic: the model's inputs (string, int, boolean, datetime) with their labels and required flags. */
export function GenericBlock({ model }: { model: GenericModel }) {
  const { control } = useFormContext<ClassicValues>();
  return (
    <Stack>
      <Text variant="subtitle1">{model.name}</Text>
      {model.form_inputs.map((input) =>
        input.type === 'boolean' ? (
          <FormSwitch key={input.name} control={control} name={`generic.${input.name}`} label={input.label} />
        ) : (
          <FormTextField
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
