import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/message-key.ts';

/**
 * Form fields bound to react-hook-form. Errors carry i18n keys (the schemas' messages); labels are always
 * visible (mobile first: a placeholder alone disappears as soon as one types).
 */
interface FieldProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

function useFieldError() {
  const { t } = useTranslation();
  return (message: string | undefined) => (message ? t(message as MessageKey) : undefined);
}

export function TextInput<V extends FieldValues, O>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  inputMode,
  type = 'text',
  multiline,
  highlighted,
  onValueChange,
}: FieldProps<V, O> & {
  inputMode?: 'text' | 'decimal' | 'numeric';
  type?: 'text' | 'datetime-local';
  multiline?: boolean;
  /** spec §9: a calculated value is highlighted for 1 s. */
  highlighted?: boolean;
  /** Called after the installer changed the value (not when the form sets it). */
  onValueChange?: (value: string) => void;
}) {
  const errorText = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          type={type}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? helperText}
          data-highlighted={highlighted ? 'true' : undefined}
          sx={{
            '& .MuiInputBase-root': {
              transition: 'background-color 300ms',
              bgcolor: highlighted ? 'success.light' : undefined,
            },
          }}
          slotProps={{
            htmlInput: { inputMode, autoComplete: 'off' },
            inputLabel: type === 'datetime-local' ? { shrink: true } : undefined,
          }}
        />
      )}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A native select: the phone's own picker, large and familiar, and usable with a keyboard. */
export function SelectInput<V extends FieldValues, O>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  choices,
  onValueChange,
}: FieldProps<V, O> & { choices: Choice[]; onValueChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const errorText = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? helperText}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('step_4.select_placeholder')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

export function SwitchInput<V extends FieldValues, O>({
  control,
  name,
  label,
  disabled,
  onValueChange,
}: Omit<FieldProps<V, O>, 'required' | 'helperText'> & { onValueChange?: (value: boolean) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ minHeight: 48 }}
          label={label}
          disabled={disabled}
          control={
            <Switch
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={field.value === true}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.checked);
                onValueChange?.(event.target.checked);
              }}
            />
          }
        />
      )}
    />
  );
}
