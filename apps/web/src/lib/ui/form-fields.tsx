import type { ComponentProps, ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { Switch } from './choice.tsx';
import { Select } from './select.tsx';
import { TextArea, TextInput } from './text-input.tsx';

/**
 * The one binding of the app's fields to react-hook-form (docs/decisions/0013-one-component-vocabulary.md):
 * `control` and `name` of the form, the rest as the field itself takes. The form holds what is typed, as text;
 * its resolver (the contracts' schemas) gives errors as i18n keys, shown in place of the helper text.
 */
interface Bound<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
}

function useBoundField<V extends FieldValues, O>({ control, name }: Bound<V, O>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return { field, error: message ? t(message as MessageKey) : undefined };
}

type TextProps = Omit<
  ComponentProps<typeof TextInput>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
> & {
  helperText?: ReactNode;
  /** Several lines (a description): a TextArea. */
  multiline?: boolean;
  /** After the installer changed the value (not when the form sets it). */
  onValueChange?: (value: string) => void;
};

export function FormTextField<V extends FieldValues, O>({
  control,
  name,
  helperText,
  multiline = false,
  onValueChange,
  autoComplete = 'off',
  ...input
}: Bound<V, O> & TextProps) {
  const { field, error } = useBoundField({ control, name });
  const common = {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onBlur: field.onBlur,
    error: error !== undefined,
    helperText: error ?? helperText,
  };
  const change = (value: string) => {
    field.onChange(value);
    onValueChange?.(value);
  };
  if (multiline) {
    const { label, required, disabled, highlighted, placeholder, maxLength } = input;
    return (
      <TextArea
        {...common}
        {...{ label, required, disabled, highlighted, placeholder, maxLength, autoComplete }}
        textAreaRef={field.ref}
        onChange={(event) => change(event.target.value)}
      />
    );
  }
  return (
    <TextInput
      {...input}
      {...common}
      autoComplete={autoComplete}
      inputRef={field.ref}
      onChange={(event) => change(event.target.value)}
    />
  );
}

type SelectProps = Omit<
  ComponentProps<typeof Select>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'selectRef' | 'error'
> & { onValueChange?: (value: string) => void };

/** A native select bound to the form: children are its <option>s, a first `value=""` the placeholder. */
export function FormSelect<V extends FieldValues, O>({
  control,
  name,
  helperText,
  onValueChange,
  children,
  ...select
}: Bound<V, O> & SelectProps) {
  const { field, error } = useBoundField({ control, name });
  return (
    <Select
      {...select}
      name={field.name}
      selectRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      error={error !== undefined}
      helperText={error ?? helperText}
    >
      {children}
    </Select>
  );
}

type SwitchProps = Omit<
  ComponentProps<typeof Switch>,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'inputRef'
> & { onValueChange?: (value: boolean) => void };

/** An on / off value of the form (true or false). */
export function FormSwitch<V extends FieldValues, O>({
  control,
  name,
  onValueChange,
  ...input
}: Bound<V, O> & SwitchProps) {
  const { field } = useBoundField({ control, name });
  return (
    <Switch
      {...input}
      name={field.name}
      inputRef={field.ref}
      checked={field.value === true}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.checked);
        onValueChange?.(event.target.checked);
      }}
    />
  );
}
