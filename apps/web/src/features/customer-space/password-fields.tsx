import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@installer/contracts';
import { type Ref, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { IconButton } from '../../lib/ui/button.tsx';
import { HideIcon } from '../../lib/ui/icons/hide-icon.tsx';
import { ShowIcon } from '../../lib/ui/icons/show-icon.tsx';
import { TextInput } from '../../lib/ui/text-input.tsx';

export interface NewPassword {
  password: string;
  confirm: string;
}

/** The message key of what is wrong with a new password (the contracts' rule), or of a confirmation that differs. */
export function newPasswordProblems(values: NewPassword) {
  const problem = passwordProblem(values.password);
  return {
    password: problem ? (`space.${problem}` as const) : null,
    confirm: !problem && values.confirm !== values.password ? ('space.passwords_differ' as const) : null,
  };
}

/**
 * A new password and its confirmation, checked with the contracts' password rule (the server applies the same)
 * and said in words; one button shows or hides both.
 */
export function PasswordFields({
  values,
  onChange,
  showErrors,
  passwordRef,
  confirmRef,
}: {
  values: NewPassword;
  onChange(values: NewPassword): void;
  showErrors: boolean;
  passwordRef: Ref<HTMLInputElement>;
  confirmRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const problems = showErrors ? newPasswordProblems(values) : { password: null, confirm: null };
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  return (
    <>
      <TextInput
        name="new-password"
        label={t('space.new_password')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        value={values.password}
        inputRef={passwordRef}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={problems.password !== null}
        helperText={problems.password ? t(problems.password, limits) : t('space.password_rule', limits)}
        required
        endAdornment={
          <IconButton
            onClick={() => setShown((current) => !current)}
            label={shown ? t('login.hide_password') : t('login.show_password')}
            edge="end"
          >
            {shown ? <HideIcon /> : <ShowIcon />}
          </IconButton>
        }
      />
      <TextInput
        name="confirm-password"
        label={t('space.confirm_password')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        value={values.confirm}
        inputRef={confirmRef}
        onChange={(event) => onChange({ ...values, confirm: event.target.value })}
        error={problems.confirm !== null}
        helperText={problems.confirm ? t(problems.confirm) : ' '}
        required
      />
    </>
  );
}
