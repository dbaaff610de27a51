import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ScreenBoundary } from './screen-boundary.tsx';

/** A part loaded on demand whose file did not come (no signal before the worker kept it). */
const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part.js')),
);

/** A screen that breaks at one address only. */
function BrokenAt({ path }: { path: string }) {
  const [here] = useLocation();
  if (here === path) throw new Error('cannot draw this screen');
  return <p>Screen at {here}</p>;
}

describe('a screen that cannot be shown', () => {
  it('says so with a way to try again, instead of an empty page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(
      <Router hook={memoryLocation({ path: '/installations' }).hook}>
        <ScreenBoundary reload={reload}>
          <Suspense fallback={<p>Loading</p>}>
            <Unreachable />
          </Suspense>
        </ScreenBoundary>
      </Router>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be shown');
    expect(alert).toHaveTextContent('What you typed in the installation is kept.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('screen failed', expect.any(TypeError), expect.any(String));
  });

  it('starts afresh at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const location = memoryLocation({ path: '/swap' });
    render(
      <Router hook={location.hook}>
        <ScreenBoundary reload={vi.fn()}>
          <BrokenAt path="/swap" />
        </ScreenBoundary>
      </Router>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be shown');
    act(() => location.navigate('/installations'));
    expect(await screen.findByText('Screen at /installations')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
