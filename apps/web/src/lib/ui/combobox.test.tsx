import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox.tsx';

interface Place {
  id: string;
  label: string;
}

const PLACES: Place[] = [
  { id: 'a', label: '1 Rue de Rivoli, Paris' },
  { id: 'b', label: '10 Rue de Rivoli, Paris' },
  { id: 'c', label: '100 Rue de Rivoli, Paris' },
];

/** A search answered when the test says so: the list loads, then shows what came. */
let answer: (places: Place[]) => void = () => undefined;

function PlaceSearch({
  onChoose,
  listDisabled = false,
}: {
  onChoose: (place: Place) => void;
  listDisabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Place[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (text.length < 3) {
      setOptions([]);
      return;
    }
    setLoading(true);
    answer = (places) => {
      setOptions(places);
      setLoading(false);
    };
  }, [text]);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        label="Search an address"
        helperText="Type the street and town"
        inputValue={text}
        onInputChange={(next) => setText(next)}
        options={options}
        getKey={(place) => place.id}
        getLabel={(place) => place.label}
        onChoose={onChoose}
        loading={loading}
        loadingText="Searching…"
        emptyText={text.length < 3 ? 'Type 3 letters' : 'No address found'}
        resultsText={(count) => `${count} addresses`}
        listDisabled={listDisabled}
      />
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Search an address' });
const status = () => screen.getByRole('status');

describe('a combobox with suggestions (WAI-ARIA combobox pattern, list autocomplete)', () => {
  it('is a labelled combobox that says it suggests a list, closed until something is typed', () => {
    render(<PlaceSearch onChoose={vi.fn()} />);
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAccessibleDescription('Type the street and town');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says it searches, then how many came, and highlights the first without moving focus', async () => {
    const user = userEvent.setup();
    render(<PlaceSearch onChoose={vi.fn()} />);
    await user.type(field(), 'ri');
    expect(screen.getByText('Type 3 letters', { selector: '.combobox-message' })).toBeVisible();
    expect(status()).toHaveTextContent('Type 3 letters');
    await user.type(field(), 'v');
    expect(status()).toHaveTextContent('Searching…');
    act(() => answer(PLACES));
    const listbox = screen.getByRole('listbox', { name: 'Search an address' });
    expect(status()).toHaveTextContent('3 addresses');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    const first = screen.getByRole('option', { name: '1 Rue de Rivoli, Paris' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    expect(field()).toHaveFocus();
  });

  it('moves through the suggestions with the arrows (wrapping) and chooses with Enter, without submitting', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<PlaceSearch onChoose={onChoose} />);
    await user.type(field(), 'riv');
    act(() => answer(PLACES));
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '10 Rue de Rivoli, Paris' }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: '1 Rue de Rivoli, Paris' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: '100 Rue de Rivoli, Paris' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(PLACES[2]);
    expect(field()).toHaveValue('100 Rue de Rivoli, Paris');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(status()).toHaveTextContent('');
  });

  it('opened with a tap on the field, highlights the first suggestion', async () => {
    const user = userEvent.setup();
    render(<PlaceSearch onChoose={vi.fn()} />);
    await user.type(field(), 'riv');
    act(() => answer(PLACES));
    await user.keyboard('{ArrowDown}{Escape}');
    await user.click(field());
    expect(screen.getByRole('option', { name: '1 Rue de Rivoli, Paris' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('closes on Escape and opens again on ArrowDown, on the first suggestion', async () => {
    const user = userEvent.setup();
    render(<PlaceSearch onChoose={vi.fn()} />);
    await user.type(field(), 'riv');
    act(() => answer(PLACES));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveValue('riv');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: '100 Rue de Rivoli, Paris' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}{ArrowDown}');
    expect(screen.getByRole('option', { name: '1 Rue de Rivoli, Paris' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('chooses with a tap, focus staying in the field; leaving the field closes the list', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<PlaceSearch onChoose={onChoose} />);
    await user.type(field(), 'riv');
    act(() => answer(PLACES));
    await user.click(screen.getByRole('option', { name: '10 Rue de Rivoli, Paris' }));
    expect(onChoose).toHaveBeenCalledWith(PLACES[1]);
    expect(field()).toHaveFocus();
    await user.type(field(), ' ');
    act(() => answer(PLACES));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<PlaceSearch onChoose={vi.fn()} />);
    await user.type(field(), 'zzzz');
    act(() => answer([]));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(status()).toHaveTextContent('No address found');
  });

  it('keeps the list closed while it cannot be used (no search without signal): the text is the value', async () => {
    const user = userEvent.setup();
    render(<PlaceSearch onChoose={vi.fn()} listDisabled />);
    await user.type(field(), 'riv');
    act(() => answer(PLACES));
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveValue('riv');
    expect(status()).toHaveTextContent('');
  });
});
