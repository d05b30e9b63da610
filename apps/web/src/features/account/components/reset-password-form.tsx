import { MESSAGES } from '@messmate/shared/messages';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { resetPassword } from '../api/passwords';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { AccountForm } from './account-form';
import { NewPasswordField } from './new-password-field';

/** The page a reset link opens: a new password for the account the link's token names. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const submit = useAccountSubmit(async (field) => {
    await resetPassword(token ?? '', field('password'));
    toast.success(MESSAGES.passwordResetDone);
    await navigate(paths.join, { replace: true });
  }, 'The password could not be reset. Please try again.');

  if (!token) {
    return (
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
        {MESSAGES.resetLinkMissing}{' '}
        <Link to={paths.forgotPassword} className="font-semibold text-brand-800 underline">
          Forgot password?
        </Link>
      </p>
    );
  }
  return (
    <AccountForm {...submit} submitLabel="Set new password" busyLabel="Saving...">
      <NewPasswordField label="New password" />
    </AccountForm>
  );
}
