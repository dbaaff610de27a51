import { useTranslation } from '../../i18n/use-translation.ts';
import { TextInput } from '../../lib/ui/text-input.tsx';

/** The longest domicile name the installation call accepts (contracts domicileChoice). */
const DOMICILE_NAME_MAX = 200;

/** spec §2 Address block modes 2 and 3: the name the new address is saved under. */
export function DomicileNameField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(name: string): void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      required
      label={t('step_4.domicile_name')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? t('address.domicile_name_help')}
      maxLength={DOMICILE_NAME_MAX}
      autoComplete="off"
    />
  );
}
