import { MESSAGES } from '@messmate/shared/messages';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { changePassword } from '../api/passwords';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { AccountForm } from './account-form';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';

/** Current and new password; the server signs every other session of the account out. */
export function ChangePasswordForm() {
  const submit = useAccountSubmit(async (field, form) => {
    try {
      await changePassword(field('currentPassword'), field('password'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'INVALID_PASSWORD')
        throw new Error(MESSAGES.currentPasswordWrong);
      throw failure;
    }
    form.reset();
    toast.success(MESSAGES.passwordChanged);
  }, 'The password could not be changed. Please try again.');

  return (
    <AccountForm {...submit} compact submitLabel="Change password" busyLabel="Changing password...">
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
      />
      <NewPasswordField label="New password" />
    </AccountForm>
  );
}
