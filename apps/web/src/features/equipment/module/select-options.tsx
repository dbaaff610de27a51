import { useTranslation } from '../../../i18n/use-translation.ts';

export interface Choice {
  value: string;
  label: string;
}

/** A native select's options: the placeholder of a choice still to make (value ""), then the choices. */
export function SelectOptions({ choices }: { choices: readonly Choice[] }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('step_4.select_placeholder')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
