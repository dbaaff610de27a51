import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Resolver, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { FormSelect, FormSwitch, FormTextField } from './form-fields.tsx';

interface Values {
  capacity: string;
  liquid: string;
  description: string;
  is_bee: boolean;
}

/** Refuses an empty capacity and liquid with the spec §5 message keys, as the contracts' schemas do. */
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (values.capacity === '') errors.capacity = { type: 'required', message: 'step_4.name_required' };
  if (values.liquid === '') errors.liquid = { type: 'required', message: 'step_4.liquid_required' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

function EquipmentForm({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver,
    defaultValues: { capacity: '', liquid: '', description: '', is_bee: false },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormTextField control={control} name="capacity" label="Capacity (L)" required inputMode="decimal" />
      <FormSelect control={control} name="liquid" label="Content" required helperText="What the tank holds">
        <option value="">Choose</option>
        <option value="1">Fuel oil</option>
        <option value="2">Propane</option>
      </FormSelect>
      <FormTextField control={control} name="description" label="Description" multiline />
      <FormSwitch control={control} name="is_bee" label="Beehive scale" />
      <Button type="submit">Next</Button>
    </form>
  );
}

describe('the fields bound to react-hook-form (form-fields.tsx)', () => {
  it("show the resolver's message keys in words under the field they refuse, and mark it invalid", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<EquipmentForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const capacity = screen.getByRole('textbox', { name: /Capacity \(L\)/ });
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(capacity).toHaveAccessibleDescription('Enter the name of the equipment');
    const liquid = screen.getByRole('combobox', { name: /Content/ });
    expect(liquid).toHaveAttribute('aria-invalid', 'true');
    expect(liquid).toHaveAccessibleDescription('Choose the liquid type');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('give the form what is typed, chosen and switched, as text and a boolean', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<EquipmentForm onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: /Capacity/ }), '1500');
    await user.selectOptions(screen.getByRole('combobox', { name: /Content/ }), 'Propane');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Behind the barn{Enter}north side');
    await user.click(screen.getByRole('switch', { name: 'Beehive scale' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onValid).toHaveBeenCalledWith(
      { capacity: '1500', liquid: '2', description: 'Behind the barn\nnorth side', is_bee: true },
      expect.anything(),
    );
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toHaveAttribute('autocomplete', 'off');
  });

  it('give focus to the first refused field on submit (the field ref reaches the native input)', async () => {
    const user = userEvent.setup();
    render(<EquipmentForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toHaveFocus();
  });
});
