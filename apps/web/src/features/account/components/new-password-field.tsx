import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@messmate/shared/constants';
import { t } from '@/lib/i18n';
import { accountText } from '../messages';
import { PasswordField } from './password-field';

/** A password being chosen (register, change, reset): the length rule shown under it. */
export function NewPasswordField({ label = t(accountText.password) }: { label?: string }) {
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={t(accountText.passwordHint, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
    />
  );
}
