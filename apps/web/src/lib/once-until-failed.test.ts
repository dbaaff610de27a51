import { describe, expect, it, vi } from 'vitest';
import { onceUntilFailed } from './once-until-failed.ts';

describe('onceUntilFailed', () => {
  it('loads once for every caller while the load stands', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = onceUntilFailed(load);
    expect(await Promise.all([get(), get()])).toEqual(['chunk', 'chunk']);
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and keeps the one that succeeds', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk');
    const get = onceUntilFailed(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('chunk');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
