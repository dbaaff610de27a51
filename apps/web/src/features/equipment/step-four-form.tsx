import type { Domicile } from '@installer/contracts';
import { type FormEventHandler, type ReactNode, useRef } from 'react';
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
import './step-four-form.css';

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
      {/* A native form with its own CSS: useFocusFirstInvalid needs its element, which a Stack does not give. */}
      <form
        ref={formRef}
        className="step-four-form"
        noValidate
        onSubmit={props.onSubmit}
        onKeyDown={enterMovesOn(props.invalidFields)}
        aria-label={props.label}
      >
        <InvalidSummary errors={form.formState.errors} shown={form.formState.isSubmitted} />
        {props.children}
      </form>
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
