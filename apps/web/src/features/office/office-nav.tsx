import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { Button } from '../../lib/ui/button.tsx';
import { Stack } from '../../lib/ui/stack.tsx';

const SCREENS = [
  { path: '/office', key: 'office.board' },
  { path: '/office/jobs', key: 'office.jobs' },
  { path: '/office/import', key: 'office.import' },
] as const;

/** The office's three screens, the current one marked. */
export function OfficeNav() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  return (
    <nav aria-label={t('office.menu')}>
      <Stack direction="row" gap={1} wrap as="ul" className="office-nav">
        {SCREENS.map(({ path, key }) => (
          <li key={path}>
            <Button
              variant={location === path ? 'contained' : 'text'}
              aria-current={location === path ? 'page' : undefined}
              onClick={() => navigate(path)}
            >
              {t(key)}
            </Button>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
