import { useTranslation } from '../../../i18n/use-translation.ts';
import { Text } from '../../../lib/ui/text.tsx';
import { useWizard } from '../../../wizard-core/wizard-store.ts';

/**
 * Step 2 of a wizard that carries a customer and a place ("Install another sensor here", or a spec §2 link
 * with the address autofill): says for whom and where the next sensor goes, since step 1 was skipped.
 */
export function CarriedSite() {
  const { t } = useTranslation();
  const place = useWizard((s) =>
    [s.autofill.domicile_name, s.autofill.address].filter((part) => part?.trim()).join(', '),
  );
  const customer = useWizard((s) => (s.without_user ? null : s.client_email.trim() || null));
  if (!place) return null;
  return (
    <Text variant="body2">
      {customer
        ? t('step_2.carried_site', { customer, place })
        : t('step_2.carried_site_own_account', { place })}
    </Text>
  );
}
