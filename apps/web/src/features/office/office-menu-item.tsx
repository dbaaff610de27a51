import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { useSession } from '../../lib/session.ts';
import { OfficeIcon } from '../../lib/ui/icons/office-icon.tsx';
import { MenuItem } from '../../lib/ui/menu.tsx';

/** "Office" in the app bar menu, for office accounts only (decision 0022): the board. */
export function OfficeMenuItem() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const role = useSession()?.installer.role;
  if (role !== 'office') return null;
  return (
    <MenuItem id="app-menu-office" icon={<OfficeIcon />} onClick={() => navigate('/office')}>
      {t('office.menu')}
    </MenuItem>
  );
}
