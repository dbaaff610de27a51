import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ButtonLink, Fab } from './button.tsx';
import { Card } from './card.tsx';
import { Chip } from './chip.tsx';
import { Checkbox, RadioGroup, RadioOption } from './choice.tsx';
import { CameraIcon } from './icons/camera-icon.tsx';
import { List, ListButton, ListItem } from './list.tsx';
import { Progress } from './progress.tsx';
import { Select } from './select.tsx';
import { Skeleton } from './skeleton.tsx';
import { Stack } from './stack.tsx';
import { Table } from './table.tsx';
import { Text, VisuallyHidden } from './text.tsx';

describe('layout and text primitives', () => {
  it('a text is the element its meaning asks for, with the look of its variant', () => {
    render(
      <>
        <Text as="h1" variant="h5">
          My installations
        </Text>
        <Text variant="body2" tone="secondary">
          Searched on the server
        </Text>
        <VisuallyHidden role="status">3 installations</VisuallyHidden>
      </>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'My installations' });
    expect(heading).toHaveClass('text-h5');
    const paragraph = screen.getByText('Searched on the server');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveClass('text-body2', 'text-secondary');
    expect(screen.getByRole('status')).toHaveTextContent('3 installations');
  });

  it('a stack can be the form or the named section it lays out', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Stack as="section" aria-label="Specification" direction="row" gap={1.5} align="center" wrap>
        <Stack as="form" noValidate onSubmit={onSubmit} aria-label="Swap">
          <button type="submit">Swap</button>
        </Stack>
      </Stack>,
    );
    const section = screen.getByRole('region', { name: 'Specification' });
    expect(section).toHaveClass('stack', 'stack-row', 'stack-gap-1-5', 'stack-align-center', 'stack-wrap');
    const form = screen.getByRole('form', { name: 'Swap' });
    expect(form).toHaveAttribute('novalidate');
    screen.getByRole('button', { name: 'Swap' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a card can be a named section; a list holds records, a row can be one button', async () => {
    const onOpen = vi.fn();
    render(
      <Card as="section" aria-labelledby="model">
        <h3 id="model">Tank 1</h3>
        <List aria-label="Installations">
          <ListItem>
            <ListButton onClick={onOpen}>Device 10000001</ListButton>
          </ListItem>
          <ListItem>Device 10000002</ListItem>
        </List>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Tank 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Device 10000001' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a chip is a state in words and colour, a skeleton is not read', () => {
    const { container } = render(
      <>
        <Chip label="Working" tone="success" data-state="working" />
        <Skeleton height={56} />
      </>,
    );
    expect(screen.getByText('Working')).toHaveClass('chip', 'chip-success');
    expect(screen.getByText('Working')).toHaveAttribute('data-state', 'working');
    const skeleton = container.querySelector('.skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveStyle({ height: '56px' });
  });

  it('a progress bar is named with its value, running without one, decorative without a name', () => {
    render(
      <>
        <Progress label="Waiting for the beep" value={42.4} />
        <Progress label="Searching" />
        <Progress value={10} />
      </>,
    );
    const determinate = screen.getByRole('progressbar', { name: 'Waiting for the beep' });
    expect(determinate).toHaveAttribute('aria-valuenow', '42');
    expect(determinate).toHaveAttribute('aria-valuemin', '0');
    expect(determinate).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('progressbar', { name: 'Searching' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });
});

describe('choices and the select', () => {
  it('a native select is a combobox named by its label, described by its helper', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Language of the report" helperText="The customer reads it" defaultValue="fr">
        <option value="fr">Français</option>
        <option value="gb">English</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Language of the report' });
    expect(select).toHaveAccessibleDescription('The customer reads it');
    await user.selectOptions(select, 'English');
    expect(select).toHaveValue('gb');
  });

  it('a radio group is named by its label, says it is required and what is missing', () => {
    render(
      <RadioGroup label="Address" required error helperText="Choose how to give the address">
        <RadioOption
          name="mode"
          value="1"
          label="One of the client's addresses"
          description="Saved earlier"
        />
        <RadioOption name="mode" value="2" label="A new address" />
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Address' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose how to give the address');
    expect(
      screen.getByRole('radio', { name: "One of the client's addresses Saved earlier" }),
    ).toBeInTheDocument();
  });

  it('a checkbox is chosen by tapping its label', async () => {
    render(<Checkbox label="I checked the seal" />);
    await userEvent.click(screen.getByText('I checked the seal'));
    expect(screen.getByRole('checkbox', { name: 'I checked the seal' })).toBeChecked();
  });

  it('a link can look like a button; a floating action button is named by its label', () => {
    render(
      <>
        <ButtonLink href="/report/abc" target="_blank" rel="noopener noreferrer" variant="outlined">
          Open
        </ButtonLink>
        <Fab label="Take the photo" icon={<CameraIcon size="large" />} size="large" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Open' })).toHaveClass('button', 'button-outlined');
    expect(screen.getByRole('button', { name: 'Take the photo' })).toHaveClass('fab', 'fab-large');
  });
});

describe('a table', () => {
  const readings = (
    <Table caption="The latest readings, newest first">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col" data-align="end">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        <tr data-highlighted>
          <td>10:02</td>
          <td data-align="end">1,250 L</td>
        </tr>
      </tbody>
    </Table>
  );

  it('is named by its caption, with its column headers', () => {
    render(readings);
    const table = screen.getByRole('table', { name: 'The latest readings, newest first' });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1,250 L' })).toBeInTheDocument();
    // As wide as the screen: no scrolling region, no extra tab stop.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('scrolls sideways in a region a keyboard can reach when the screen is narrower than it', () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(520);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328);
    try {
      render(readings);
      const region = screen.getByRole('region', { name: 'The latest readings, newest first' });
      expect(region).toHaveAttribute('tabindex', '0');
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});
