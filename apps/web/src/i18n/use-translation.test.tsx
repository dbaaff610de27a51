import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, loadLocale } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

function Title({ lng }: { lng?: string }) {
  const { t } = useTranslation(lng ? { lng } : undefined);
  return <h1>{t('app.title')}</h1>;
}

describe('useTranslation', () => {
  afterEach(async () => {
    await act(() => changeLocale('gb'));
  });

  it('renders again in the new language when the interface changes language', async () => {
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Sensor installation');
    await act(() => changeLocale('fr'));
    expect(screen.getByRole('heading')).toHaveTextContent('Installation de capteur');
  });

  it('keeps a page written in another language in that language whatever the interface speaks', async () => {
    await loadLocale('de');
    render(<Title lng="de" />);
    const german = screen.getByRole('heading').textContent;
    expect(german).not.toBe('Sensor installation');
    await act(() => changeLocale('fr'));
    expect(screen.getByRole('heading')).toHaveTextContent(german ?? '');
  });
});
