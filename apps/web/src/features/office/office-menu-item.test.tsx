import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppMenu } from '../../app/app-menu.tsx';
import { demoSession } from '../../test/demo-data.ts';
import { officeSession, renderScreen } from '../../test/office.tsx';

async function menuItems(session = officeSession) {
  const { user } = renderScreen('/installation', AppMenu, { session });
  await user.click(await screen.findByRole('button', { name: 'More options' }));
  await screen.findByRole('menuitem', { name: 'My installations' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('the app bar menu of the office (decision 0022)', () => {
  it('has My jobs first, and Office for an office account', async () => {
    const items = await menuItems(officeSession);
    expect(items[0]).toBe('My jobs');
    expect(items).toContain('Office');
  });

  it('has no Office for an installer', async () => {
    const items = await menuItems(demoSession);
    expect(items[0]).toBe('My jobs');
    expect(items).not.toContain('Office');
  });
});
