import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { messages, t } from '@/lib/i18n';
import { changePassword } from '../api/passwords';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { profileText } from '../profile/messages';
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
        throw new Error(messages().currentPasswordWrong);
      throw failure;
    }
    form.reset();
    toast.success(messages().passwordChanged);
  }, t(profileText.passwordFailed));

  return (
    <AccountForm
      {...submit}
      compact
      submitLabel={t(profileText.changePassword)}
      busyLabel={t(profileText.changing)}
    >
      <PasswordField
        label={t(profileText.currentPassword)}
        name="currentPassword"
        autoComplete="current-password"
        required
      />
      <NewPasswordField label={t(profileText.newPassword)} />
    </AccountForm>
  );
}
