import { useState } from 'react';
import { api } from '@/lib/api-client';
import { PASSWORD_RESET_LINK_MINUTES } from '@messmate/shared/constants';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';

interface MadeLink {
  email: string;
  url: string;
}

/**
 * For servers without SMTP: an admin makes a one-time password-reset link for a resident's
 * email and hands it over in person.
 */
export function ResetLinkMaker() {
  const [made, setMade] = useState<MadeLink | null>(null);
  const submit = useAccountSubmit(async (field) => {
    const email = field('email').trim();
    setMade(null);
    const link = await api('POST /users/:email/password-reset-link', { params: { email } });
    setMade({ email, url: link.url });
  }, 'The link could not be made. Please try again.');

  return (
    <div className="space-y-4">
      <AccountForm {...submit} compact submitLabel="Make reset link" busyLabel="Making link...">
        <EmailField label="Resident's email" autoComplete="off" />
      </AccountForm>
      {made ? (
        <div role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-950">
          <p>
            A link for {made.email}. It works once, for {PASSWORD_RESET_LINK_MINUTES} minutes. Give
            it to them in person:
          </p>
          <p className="mt-2 font-mono text-sm break-all">{made.url}</p>
        </div>
      ) : null}
    </div>
  );
}
