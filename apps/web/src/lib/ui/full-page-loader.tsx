import { useTranslation } from '../../i18n/use-translation.ts';
import { Spinner } from './spinner.tsx';

/** spec §2: the loader shown until the display options have loaded; also the fallback of lazy routes. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="page-loader">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
