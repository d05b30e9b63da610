import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@messmate/shared/constants';
import { PasswordField } from './password-field';

/** A password being chosen (register, change, reset): the length rule shown under it. */
export function NewPasswordField({ label = 'Password' }: { label?: string }) {
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A short sentence is easy to remember.`}
    />
  );
}
