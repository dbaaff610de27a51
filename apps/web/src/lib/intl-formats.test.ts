import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, prepareDateTimeFormat } from './intl-formats.ts';

describe('formatters made once per language and options', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).toBe(
      numberFormat('fr-FR', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('fr-FR', { maximumFractionDigits: 2 }),
    );
    const long = dateTimeFormat('en-GB', { dateStyle: 'long' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'long' })).toBe(long);
    expect(dateTimeFormat('en-GB', { dateStyle: 'short' })).not.toBe(long);
  });

  it('writes what toLocaleString writes with the same options', () => {
    const when = new Date('2026-11-24T09:30:00.000Z');
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    };
    expect(dateTimeFormat('de-DE', options).format(when)).toBe(when.toLocaleString('de-DE', options));
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 }).format(1234.567)).toBe(
      (1234.567).toLocaleString('fr-FR', { maximumFractionDigits: 2 }),
    );
  });

  it('makes a formatter ahead in a task of its own, not at once, and the render then finds it made', async () => {
    vi.useFakeTimers();
    try {
      const made = vi.spyOn(Intl, 'DateTimeFormat');
      const options: Intl.DateTimeFormatOptions = { year: '2-digit', month: 'narrow' };
      prepareDateTimeFormat('nl-NL', options);
      expect(made).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(made).toHaveBeenCalledTimes(1);
      dateTimeFormat('nl-NL', options);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
