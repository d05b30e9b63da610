import { useState } from 'react';
import { messages, t } from '@/lib/i18n';
import { useAuthConfig } from '../api/get-auth-config';
import { requestPasswordReset } from '../api/passwords';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { resetText } from '../reset/messages';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';

/**
 * 'Forgot password?': the email to send a reset link to. Without SMTP on the server it says
 * who helps instead (an admin makes the link), rather than offering a form that cannot work.
 */
export function ForgotPasswordForm() {
  const config = useAuthConfig();
  const [sent, setSent] = useState(false);
  const submit = useAccountSubmit(async (field) => {
    await requestPasswordReset(field('email').trim());
    setSent(true);
  }, t(resetText.sendFailed));

  if (config.data && !config.data.passwordResetByEmail) {
    return (
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">{messages().resetByAdmin}</p>
    );
  }
  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-950">
        {messages().resetLinkSent}
      </p>
    );
  }
  return (
    <AccountForm {...submit} submitLabel={t(resetText.send)} busyLabel={t(resetText.sending)}>
      <EmailField />
    </AccountForm>
  );
}
