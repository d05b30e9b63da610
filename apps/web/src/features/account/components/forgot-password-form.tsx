import { MESSAGES } from '@messmate/shared/messages';
import { useState } from 'react';
import { useAuthConfig } from '../api/get-auth-config';
import { requestPasswordReset } from '../api/passwords';
import { useAccountSubmit } from '../hooks/use-account-submit';
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
  }, 'The reset link could not be sent. Please try again.');

  if (config.data && !config.data.passwordResetByEmail) {
    return (
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">{MESSAGES.resetByAdmin}</p>
    );
  }
  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-950">
        {MESSAGES.resetLinkSent}
      </p>
    );
  }
  return (
    <AccountForm {...submit} submitLabel="Send reset link" busyLabel="Sending...">
      <EmailField />
    </AccountForm>
  );
}
