import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../test/demo-data.ts';
import { officeSession, renderScreen } from '../test/office.tsx';
import { RequireOffice } from './require-office.tsx';

const Guarded = () => (
  <RequireOffice>
    <h1>The board</h1>
  </RequireOffice>
);

describe('the office screens (decision 0022: office accounts only)', () => {
  it('are shown to an office account', async () => {
    renderScreen('/office', Guarded, { session: officeSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'The board' })).toBeVisible();
  });

  it('tell an installer they are not for their account, with the way to their jobs', async () => {
    renderScreen('/office', Guarded, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
    expect(screen.getByText(/These screens are for office accounts/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'My jobs' })).toBeVisible();
    expect(screen.queryByText('The board')).toBeNull();
  });
});
