import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { messages, t } from '@/lib/i18n';
import { resetPassword } from '../api/passwords';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { resetText } from '../reset/messages';
import { AccountForm } from './account-form';
import { NewPasswordField } from './new-password-field';

/** The page a reset link opens: a new password for the account the link's token names. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const submit = useAccountSubmit(async (field) => {
    await resetPassword(token ?? '', field('password'));
    toast.success(messages().passwordResetDone);
    await navigate(paths.join, { replace: true });
  }, t(resetText.resetFailed));

  if (!token) {
    return (
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
        {messages().resetLinkMissing}{' '}
        <Link to={paths.forgotPassword} className="font-semibold text-brand-800 underline">
          {t(resetText.forgotLink)}
        </Link>
      </p>
    );
  }
  return (
    <AccountForm {...submit} submitLabel={t(resetText.set)} busyLabel={t(resetText.saving)}>
      <NewPasswordField label={t(resetText.newPassword)} />
    </AccountForm>
  );
}
