import Stack from '@mui/material/Stack';
import { type FormEventHandler, type ReactNode, useRef } from 'react';
import type { Domicile } from '@installer/contracts';
import {
  Controller,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { type AddressValue, AddressBlock } from '../address/index.ts';
import { enterMovesOn } from './enter-moves-on.ts';
import { InvalidSummary, useFocusFirstInvalid } from './invalid-summary.tsx';

interface StepFourFormProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The fields the contracts refuse now: Enter moves to the first of them (enter-moves-on.ts). */
  invalidFields(): string[];
  /** The form's accessible name: the asset type or the module. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The frame of every step 4 form (spec §2 Step 4, the classic kinds and the modules): the summary of what is
 * missing at the top, the focus on the first invalid field after a refused Next, Enter moving on.
 */
export function StepFourForm<V extends FieldValues, O>(props: StepFourFormProps<V, O>) {
  const { form } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.formState.submitCount, Object.keys(form.formState.errors).length > 0);
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        ref={formRef}
        noValidate
        onSubmit={props.onSubmit}
        onKeyDown={enterMovesOn(props.invalidFields)}
        spacing={3}
        aria-label={props.label}
      >
        <InvalidSummary errors={form.formState.errors} shown={form.formState.isSubmitted} />
        {props.children}
      </Stack>
    </FormProvider>
  );
}

/** The address block of a step 4 form (spec §2 Address block), bound to its `address` field. */
export function StepFourAddress({ domiciles, loading }: { domiciles: Domicile[]; loading: boolean }) {
  const { control, formState } = useFormContext<{ address: AddressValue }>();
  return (
    <Controller
      control={control}
      name="address"
      render={({ field }) => (
        <AddressBlock
          value={field.value}
          onChange={field.onChange}
          domiciles={domiciles}
          domicilesLoading={loading}
          showErrors={formState.isSubmitted}
        />
      )}
    />
  );
}
